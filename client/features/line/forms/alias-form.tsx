import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { ChangeAliasMutation } from '../line-documents';
import { aliasFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import { LineForm, type LineFormProps, LineTextField, useLineFormSubmit } from './line-form-parts';

/** Alias change: an empty alias removes it. */
export function AliasForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const [alias, setAlias] = useState(line.alias ?? '');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.form.save')}
      onSubmit={() =>
        submit(
          () => parseForm(aliasFormSchema, { alias }),
          (data) =>
            runGatewayMutation(ChangeAliasMutation, {
              subscriptionId: line.subscriptionId,
              alias: data.alias,
              fiscalId: line.fiscalId,
            }),
        )
      }
    >
      <LineTextField
        label={t('line.alias.label')}
        value={alias}
        onChange={setAlias}
        error={errors.alias}
        hint={t('line.alias.hint')}
        autoFocus
      />
    </LineForm>
  );
}
