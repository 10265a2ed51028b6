import { type FormEvent, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { markPageLoading, markPageReady } from '../../routing/page-ready';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { SERVER_ERROR } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormSuccess } from '../../ui/form-success';
import { authErrorKey } from './auth-error-key';
import { loadLoginRules } from './load-login-rules';
import type { LoginValues } from './login-schema';
import { PasswordField } from './password-field';
import type { SignInOutcome } from './sign-in-flow';

type SignInFormProps = {
  /** What the form starts with (what was typed before a detour to the forgotten-password flow). */
  initialValues: LoginValues;
  onOutcome: (outcome: SignInOutcome, values: LoginValues) => void;
  onForgotPassword: (values: LoginValues) => void;
  /** i18n key of a success message to show (after a password reset). */
  notice?: string | null;
};

// zod with the schemas is a lazy chunk (fetched at the visitor's first intent, see prefetch-auth-flows), as is
// Amplify: the login page's first bytes carry neither.
const loadLoginSchema = () => loadLoginRules().then((rules) => rules.loginSchema);

/** E-mail, password (show/hide), remember me, Login; the red alert on failure keeps what was typed. */
export function SignInForm({ initialValues, onOutcome, onForgotPassword, notice }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const form = useZodForm(loadLoginSchema, { defaultValues: initialValues });
  const { errors } = useFormState({ control: form.control });
  const signedIn = useRef(false);

  const submit = form.handleSubmit(async (data) => {
    try {
      const { signInWithPassword } = await import('./sign-in-flow');
      const outcome = await signInWithPassword(data.email, data.password, data.remember);
      if (outcome.kind === 'unsupported-step') form.setError(SERVER_ERROR, { message: 'errors.generic' });
      signedIn.current = outcome.kind === 'signed-in';
      onOutcome(outcome, data);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: authErrorKey(error, 'sign-in') });
    }
  });

  const onSubmit = async (event: FormEvent) => {
    // Keys pressed while signing in (a shortcut for the console) are held for the page that follows.
    markPageLoading();
    signedIn.current = false;
    try {
      await submit(event);
    } finally {
      // Still on the login form: its keys are its own again (the signed-in console marks its page itself).
      if (!signedIn.current) markPageReady();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {notice && !errors.root?.server ? <FormSuccess message={t(notice)} /> : null}
      <FormErrorSummary control={form.control} density="regular" />
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        density="regular"
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
      />
      <div className="flex items-center justify-between gap-4 text-sm">
        <FormCheckboxField
          control={form.control}
          name="remember"
          label={t('auth.rememberMe')}
          className="flex items-center gap-2 text-slate-700 dark:text-slate-300"
          density="regular"
        />
        <button
          type="button"
          onClick={() => onForgotPassword(form.getValues())}
          className="font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-400"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      <FormSubmitButton control={form.control} size="lg" fullWidth>
        {t('auth.login')}
      </FormSubmitButton>
    </form>
  );
}
