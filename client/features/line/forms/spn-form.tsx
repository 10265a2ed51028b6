import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPN_MAX_LENGTH } from '../../../../schema/domain/validators/spn';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { ChangeSpnMutation } from '../line-documents';
import { spnFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import {
  LineForm,
  LineFormNote,
  type LineFormProps,
  LineTextField,
  useLineFormSubmit,
} from './line-form-parts';

/** SPN change: at most 10 letters, digits, hyphens or points; the customer must reboot the device after it. */
export function SpnForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const [spn, setSpn] = useState(line.services?.spn ?? '');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.form.save')}
      onSubmit={() =>
        submit(
          () => parseForm(spnFormSchema, { spn }),
          (data) =>
            runGatewayMutation(ChangeSpnMutation, { subscriptionId: line.subscriptionId, spn: data.spn }),
        )
      }
    >
      <LineTextField
        label={t('line.spn.label')}
        value={spn}
        onChange={setSpn}
        error={errors.spn}
        hint={t('line.spn.hint', { max: SPN_MAX_LENGTH })}
        autoFocus
      />
      <LineFormNote>{t('line.spn.rebootNote')}</LineFormNote>
    </LineForm>
  );
}
