import { useTranslation } from 'react-i18next';
import { SPN_MAX_LENGTH } from '../../../../schema/domain/validators/spn';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormNote } from '../../../ui/form/form-note';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ChangeSpnMutation } from '../line-documents';
import { spnFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { LineForm, type LineFormProps } from './line-form';
import { useLineFormSubmit } from './use-line-form-submit';

/** SPN change: at most 10 letters, digits, hyphens or points; the customer must reboot the device after it. */
export function SpnForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const form = useZodForm(spnFormSchema, { defaultValues: { spn: line.services.spn ?? '' } });
  const submit = useLineFormSubmit(
    form,
    (data) => runGatewayMutation(ChangeSpnMutation, { subscriptionId: line.subscriptionId, spn: data.spn }),
    onDone,
  );
  return (
    <LineForm control={form.control} onSubmit={submit} onCancel={onCancel} submitLabel={t('line.form.save')}>
      <FormTextField
        control={form.control}
        name="spn"
        label={t('line.spn.label')}
        hint={t('line.spn.hint', { max: SPN_MAX_LENGTH })}
        autoFocus
      />
      <FormNote>{t('line.spn.rebootNote')}</FormNote>
    </LineForm>
  );
}
