import { useTranslation } from 'react-i18next';
import { MULTISIM_TYPES } from '../../../../schema/domain/vocabulary/line';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormRadioGroup } from '../../../ui/form/form-radio-group';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { AddMultisimMutation } from '../line-documents';
import { multisimFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { LineForm, type LineFormProps } from './line-form';
import { useLineFormSubmit } from './use-line-form-submit';

/** Add MultiSIM: data, voice, or voice and data, with the card's ICC. */
export function MultisimForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation(['line', 'domain']);
  const form = useZodForm(multisimFormSchema, { defaultValues: { type: '', icc: '' } });
  const submit = useLineFormSubmit(
    form,
    (data) => runGatewayMutation(AddMultisimMutation, { subscriptionId: line.subscriptionId, ...data }),
    onDone,
  );
  return (
    <LineForm
      control={form.control}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('line.multisim.submit')}
    >
      <FormRadioGroup
        control={form.control}
        name="type"
        legend={t('line.multisim.type')}
        options={MULTISIM_TYPES.map((value) => ({ value, label: t(`domain.multisimType.${value}`) }))}
        autoFocus
      />
      <FormTextField control={form.control} name="icc" label={t('line.sim.icc')} inputMode="numeric" />
    </LineForm>
  );
}
