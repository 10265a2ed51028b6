import { useTranslation } from 'react-i18next';
import { DUPLICATE_SIM_REASONS } from '../../../../schema/domain/vocabulary/line';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { DuplicateSimMutation } from '../line-documents';
import { duplicateSimFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { LineForm, type LineFormProps } from './line-form';
import { useLineFormSubmit } from './use-line-form-submit';

/** Duplicate SIM: why, and the new SIM's ICC (Luhn-checked here, its availability by the api). */
export function DuplicateSimForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const form = useZodForm(duplicateSimFormSchema, { defaultValues: { reason: '', icc: '' } });
  const submit = useLineFormSubmit(
    form,
    (data) => runGatewayMutation(DuplicateSimMutation, { subscriptionId: line.subscriptionId, ...data }),
    onDone,
  );
  return (
    <LineForm
      control={form.control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.duplicateSim.submit')}
    >
      <FormRadioGroup
        control={form.control}
        name="reason"
        legend={t('line.duplicateSim.reason')}
        options={DUPLICATE_SIM_REASONS.map((value) => ({
          value,
          label: t(`domain.duplicateSimReason.${value}`),
        }))}
        autoFocus
      />
      <FormTextField control={form.control} name="icc" label={t('line.sim.newIcc')} inputMode="numeric" />
    </LineForm>
  );
}
