import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { SERVER_ERROR } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { authErrorKey } from './auth-error-key';
import { loadLoginRules } from './load-login-rules';
import { PasswordField } from './password-field';

type NewPasswordFormProps = {
  email: string;
  remember: boolean;
  /** Called once signed in with the new password; the page reloads. */
  onDone: () => void;
  onCancel: () => void;
};

// A lazy chunk, as in the sign-in form.
const loadNewPasswordSchema = () => loadLoginRules().then((rules) => rules.newPasswordSchema);

/** The single form the pool's NEW_PASSWORD_REQUIRED challenge asks for. */
export function NewPasswordForm({ email, remember, onDone, onCancel }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(loadNewPasswordSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const { setNewPasswordAndSignIn } = await import('./sign-in-flow');
      const outcome = await setNewPasswordAndSignIn(email, newPassword, remember);
      if (outcome.kind === 'signed-in') onDone();
      else if (outcome.kind !== 'no-token') form.setError(SERVER_ERROR, { message: 'errors.generic' });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: authErrorKey(error, 'new-password') });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('auth.newPasswordIntro')}</p>
      <FormErrorSummary control={form.control} density="regular" />
      <PasswordField
        control={form.control}
        name="newPassword"
        label={t('auth.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
      />
      <p className="text-slate-500 text-xs dark:text-slate-400">{t('auth.passwordRules')}</p>
      <FormSubmitButton control={form.control} size="lg" fullWidth>
        {t('auth.setNewPassword')}
      </FormSubmitButton>
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
