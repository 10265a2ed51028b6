import { useTranslation } from 'react-i18next';
import { runGatewayMutation } from '../../../actions/run-gateway-mutation';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ChangeLinePasswordMutation } from '../line-documents';
import { passwordFormSchema } from '../line-form-schemas';
import type { LineView } from '../line-view';
import { LineForm, type LineFormProps } from './line-form';
import { useLineFormSubmit } from './use-line-form-submit';

/**
 * Line password change, typed twice: at least 8 characters with an upper-case letter, a lower-case letter, a digit
 * and one of !@#$%&*() (newPasswordSchema).
 */
export function PasswordForm({ line, onDone, onCancel }: LineFormProps<LineView>) {
  const { t } = useTranslation('line');
  const form = useZodForm(passwordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const submit = useLineFormSubmit(
    form,
    (data) =>
      runGatewayMutation(ChangeLinePasswordMutation, {
        subscriptionId: line.subscriptionId,
        password: data.password,
      }),
    onDone,
  );
  return (
    <LineForm control={form.control} onSubmit={submit} onCancel={onCancel} submitLabel={t('line.form.save')}>
      <FormTextField
        control={form.control}
        name="password"
        label={t('line.password.new')}
        type="password"
        autoComplete="new-password"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label={t('line.password.confirm')}
        type="password"
        autoComplete="new-password"
      />
    </LineForm>
  );
}
