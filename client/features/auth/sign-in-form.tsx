import { useTranslation } from 'react-i18next';
import { FormCheckboxField } from '../../ui/form/form-checkbox-field';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { SERVER_ERROR } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormSuccess } from '../../ui/form-success';
import { authErrorKey } from './auth-error-key';
import type { SignInFormValues } from './login-schema';
import { PasswordField } from './password-field';
import type { SignInOutcome } from './sign-in-flow';

type SignInFormProps = {
  /** What was typed before (the page keeps it while the other forms are shown). */
  initialValues: SignInFormValues;
  /** The outcome of a sign-in, with what was typed. */
  onOutcome: (outcome: SignInOutcome, values: SignInFormValues) => void;
  onForgotPassword: (values: SignInFormValues) => void;
  /** i18n key of a success message to show (after a password reset). */
  notice?: string | null;
};

/** E-mail, password (show/hide), remember me, Login; the red alert on failure keeps what was typed. */
export function SignInForm({ initialValues, onOutcome, onForgotPassword, notice }: SignInFormProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  // zod and Amplify are lazy chunks (the login page fetches them when idle): the first paint carries neither.
  const form = useZodForm(() => import('./login-schema').then((schemas) => schemas.signInFormSchema), {
    defaultValues: initialValues,
  });
  const submit = form.handleSubmit(async (data) => {
    try {
      const { signInWithPassword } = await import('./sign-in-flow');
      const outcome = await signInWithPassword(data.email, data.password, data.remember);
      if (outcome.kind === 'unsupported-step') form.setError(SERVER_ERROR, { message: 'errors.generic' });
      onOutcome(outcome, form.getValues());
    } catch (error) {
      form.setError(SERVER_ERROR, { message: authErrorKey(error, 'sign-in') });
    }
  });
  const failed = !!form.formState.errors.root?.server;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {notice && !failed ? <FormSuccess message={t(notice)} /> : null}
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
