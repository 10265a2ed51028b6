import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../ui/form-alert';
import { FormSuccess } from '../../ui/form-success';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { authErrorKey } from './auth-error-key';
import { fieldErrors } from './field-errors';
import { PasswordField } from './password-field';

type ForgotPasswordFormProps = {
  initialEmail: string;
  /** Back to the login form; `reset` says the password was changed. */
  onDone: (result: { reset: boolean; email: string }) => void;
};

/** Forgot password: e-mail, then the code with a new password and its confirmation. */
export function ForgotPasswordForm({ initialEmail, onDone }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState(initialEmail);
  const [values, setValues] = useState({ code: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      // Lazy chunks, as in the sign-in form.
      const { resetRequestSchema } = await import('./login-schema');
      const parsed = resetRequestSchema.safeParse({ email });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      const { requestPasswordReset } = await import('./sign-in-flow');
      await requestPasswordReset(parsed.data.email);
      setEmail(parsed.data.email);
      setStep('confirm');
    } catch (error) {
      setFailure(authErrorKey(error, 'reset-request'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      const [{ resetConfirmSchema }, { newPasswordWithConfirmationSchema }] = await Promise.all([
        import('./login-schema'),
        import('../../../schema/domain/validators/password'),
      ]);
      const code = resetConfirmSchema.safeParse({ code: values.code });
      const passwords = newPasswordWithConfirmationSchema.safeParse(values);
      const nextErrors = {
        ...(code.success ? {} : fieldErrors(code.error)),
        ...(passwords.success ? {} : fieldErrors(passwords.error)),
      };
      setErrors(nextErrors);
      if (!code.success || !passwords.success) return;
      const { confirmPasswordReset } = await import('./sign-in-flow');
      await confirmPasswordReset(email, code.data.code, passwords.data.newPassword);
      onDone({ reset: true, email });
    } catch (error) {
      setFailure(authErrorKey(error, 'reset-confirm'));
    } finally {
      setBusy(false);
    }
  };

  const back = (
    <button
      type="button"
      onClick={() => onDone({ reset: false, email })}
      className="w-full text-center font-medium text-primary-700 text-sm hover:underline dark:text-primary-400"
    >
      {t('auth.backToLogin')}
    </button>
  );

  if (step === 'request') {
    return (
      <form noValidate onSubmit={(event) => void request(event)} className="space-y-5">
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('auth.forgotIntro')}</p>
        {failure ? <FormAlert message={t(failure)} /> : null}
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email ? t(errors.email) : undefined}
        />
        <SubmitButton busy={busy}>{t('auth.sendCode')}</SubmitButton>
        {back}
      </form>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="space-y-5">
      {failure ? <FormAlert message={t(failure)} /> : <FormSuccess message={t('auth.codeSent', { email })} />}
      <TextField
        label={t('auth.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={values.code}
        onChange={(event) => setValues({ ...values, code: event.target.value })}
        error={errors.code ? t(errors.code) : undefined}
      />
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
      <SubmitButton busy={busy}>{t('auth.changePassword')}</SubmitButton>
      {back}
    </form>
  );
}
