import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markPageLoading, markPageReady } from '../../routing/page-ready';
import { FormAlert } from '../../ui/form-alert';
import { FormSuccess } from '../../ui/form-success';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { authErrorKey } from './auth-error-key';
import { fieldErrors } from './field-errors';
import type { LoginValues } from './login-schema';
import { PasswordField } from './password-field';
import type { SignInOutcome } from './sign-in-flow';

type SignInFormProps = {
  values: LoginValues;
  remember: boolean;
  onValuesChange: (values: LoginValues) => void;
  onRememberChange: (remember: boolean) => void;
  onOutcome: (outcome: SignInOutcome) => void;
  onForgotPassword: () => void;
  /** i18n key of a success message to show (after a password reset). */
  notice?: string | null;
};

/**
 * E-mail, password (show/hide), remember me, Login; the red alert on failure keeps what was typed.
 * The login's forms keep their own state instead of client/ui/form: react-hook-form on the login route's first
 * paint took its initial JS from 108 to 123 kB gzipped, past the route's 110 kB goal (bench/bundle.ts).
 */
export function SignInForm({
  values,
  remember,
  onValuesChange,
  onRememberChange,
  onOutcome,
  onForgotPassword,
  notice,
}: SignInFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    // Keys pressed while signing in (a shortcut for the console) are held for the page that follows.
    markPageLoading();
    let signedIn = false;
    try {
      // zod and Amplify are lazy chunks (the login page fetches them when idle): the first paint carries neither.
      const { loginSchema } = await import('./login-schema');
      const parsed = loginSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      const { signInWithPassword } = await import('./sign-in-flow');
      const outcome = await signInWithPassword(parsed.data.email, parsed.data.password, remember);
      if (outcome.kind === 'unsupported-step') setFailure('errors.generic');
      signedIn = outcome.kind === 'signed-in';
      onOutcome(outcome);
    } catch (error) {
      setFailure(authErrorKey(error, 'sign-in'));
    } finally {
      setBusy(false);
      // Still on the login form: its keys are its own again (the signed-in console marks its page itself).
      if (!signedIn) markPageReady();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {notice && !failure ? <FormSuccess message={t(notice)} /> : null}
      {failure ? <FormAlert message={t(failure)} /> : null}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={(event) => onValuesChange({ ...values, email: event.target.value })}
        error={errors.email ? t(errors.email) : undefined}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => onValuesChange({ ...values, password: event.target.value })}
        error={errors.password ? t(errors.password) : undefined}
      />
      <div className="flex items-center justify-between gap-4 text-sm">
        <label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => onRememberChange(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-primary-600"
          />
          {t('auth.rememberMe')}
        </label>
        <button
          type="button"
          onClick={onForgotPassword}
          className="font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-400"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <SubmitButton busy={busy}>{t('auth.login')}</SubmitButton>
    </form>
  );
}
