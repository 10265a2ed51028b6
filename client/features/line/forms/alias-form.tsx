import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ChangeAliasMutation } from '../line-documents';
import { aliasFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { LineForm, type LineFormProps } from './line-form';
import { useLineFormSubmit } from './use-line-form-submit';

/** Alias change: an empty alias removes it. */
export function AliasForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const form = useZodForm(aliasFormSchema, { defaultValues: { alias: line.alias ?? '' } });
  const submit = useLineFormSubmit(
    form,
    (data) =>
      runGatewayMutation(ChangeAliasMutation, {
        subscriptionId: line.subscriptionId,
        alias: data.alias,
        fiscalId: line.fiscalId,
      }),
    onDone,
  );
  return (
    <LineForm control={form.control} onSubmit={submit} onCancel={onCancel} submitLabel={t('line.form.save')}>
      <FormTextField
        control={form.control}
        name="alias"
        label={t('line.alias.label')}
        hint={t('line.alias.hint')}
        autoFocus
      />
    </LineForm>
  );
}
