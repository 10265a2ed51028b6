import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';
import { authErrorKey } from './auth-error-key';
import { fieldErrors } from './field-errors';
import { PasswordField } from './password-field';

type NewPasswordFormProps = {
  email: string;
  remember: boolean;
  /** Called once signed in with the new password; the page reloads. */
  onDone: () => void;
  onCancel: () => void;
};

/** The single form the pool's NEW_PASSWORD_REQUIRED challenge asks for. */
export function NewPasswordForm({ email, remember, onDone, onCancel }: NewPasswordFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      // Lazy chunks, as in the sign-in form.
      const { newPasswordWithConfirmationSchema } = await import(
        '../../../schema/domain/validators/password'
      );
      const parsed = newPasswordWithConfirmationSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      const { setNewPasswordAndSignIn } = await import('./sign-in-flow');
      const outcome = await setNewPasswordAndSignIn(email, parsed.data.newPassword, remember);
      if (outcome.kind === 'signed-in') onDone();
      else if (outcome.kind !== 'no-token') setFailure('errors.generic');
    } catch (error) {
      setFailure(authErrorKey(error, 'new-password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('auth.newPasswordIntro')}</p>
      {failure ? <FormAlert message={t(failure)} /> : null}
      <PasswordField
        label={t('auth.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
        error={errors.newPassword ? t(errors.newPassword) : undefined}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setValues({ ...values, confirmPassword: event.target.value })}
        error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
      />
      <p className="text-slate-500 text-xs dark:text-slate-400">{t('auth.passwordRules')}</p>
      <SubmitButton busy={busy}>{t('auth.setNewPassword')}</SubmitButton>
      <button
        type="button"
        onClick={onCancel}
        className="w-full text-center font-medium text-primary-700 text-sm hover:underline dark:text-primary-400"
      >
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}
