import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_SIM_REASONS } from '../../../../schema/domain/vocabulary/line';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { parseForm } from '../field-errors';
import { DuplicateSimMutation } from '../line-documents';
import { duplicateSimFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-store';
import {
  LineForm,
  type LineFormProps,
  LineRadioGroup,
  LineTextField,
  useLineFormSubmit,
} from './line-form-parts';

/** Duplicate SIM: why, and the new SIM's ICC (Luhn-checked here, its availability by the api). */
export function DuplicateSimForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const [reason, setReason] = useState('');
  const [icc, setIcc] = useState('');
  const { busy, errorCode, errors, submit } = useLineFormSubmit(onDone);
  return (
    <LineForm
      busy={busy}
      errorCode={errorCode}
      onCancel={onCancel}
      submitLabel={t('line.duplicateSim.submit')}
      onSubmit={() =>
        submit(
          () => parseForm(duplicateSimFormSchema, { reason, icc }),
          (data) =>
            runGatewayMutation(DuplicateSimMutation, { subscriptionId: line.subscriptionId, ...data }),
        )
      }
    >
      <LineRadioGroup
        legend={t('line.duplicateSim.reason')}
        name="duplicate-sim-reason"
        value={reason}
        onChange={setReason}
        options={DUPLICATE_SIM_REASONS.map((value) => ({
          value,
          label: t(`domain.duplicateSimReason.${value}`),
        }))}
        error={errors.reason}
        autoFocus
      />
      <LineTextField
        label={t('line.sim.newIcc')}
        value={icc}
        onChange={setIcc}
        error={errors.icc}
        inputMode="numeric"
      />
    </LineForm>
  );
}
