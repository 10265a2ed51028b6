import { type ReactNode, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { SERVER_ERROR } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormSuccess } from '../../ui/form-success';
import { authErrorKey } from './auth-error-key';
import { loadLoginRules } from './load-login-rules';
import { PasswordField } from './password-field';

type ForgotPasswordFormProps = {
  initialEmail: string;
  /** Back to the login form; `reset` says the password was changed. */
  onDone: (result: { reset: boolean; email: string }) => void;
};

// Lazy chunks, as in the sign-in form.
const loadRequestSchema = () => loadLoginRules().then((rules) => rules.resetRequestSchema);
const loadConfirmSchema = () => loadLoginRules().then((rules) => rules.resetConfirmSchema);

/** Forgot password: e-mail, then the code with a new password and its confirmation. */
export function ForgotPasswordForm({ initialEmail, onDone }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  // Set once the code is sent: the second step's form.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const back = (email: () => string) => (
    <button
      type="button"
      onClick={() => onDone({ reset: false, email: email() })}
      className="w-full text-center font-medium text-primary-700 text-sm hover:underline dark:text-primary-400"
    >
      {t('auth.backToLogin')}
    </button>
  );
  return codeSentTo === null ? (
    <ResetRequestStep initialEmail={initialEmail} onSent={setCodeSentTo} back={back} />
  ) : (
    <ResetConfirmStep
      email={codeSentTo}
      onReset={() => onDone({ reset: true, email: codeSentTo })}
      back={back}
    />
  );
}

/** The way back to the login form, taking the e-mail as it reads when clicked. */
type Back = (email: () => string) => ReactNode;

function ResetRequestStep({
  initialEmail,
  onSent,
  back,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
  back: Back;
}) {
  const { t } = useTranslation('auth');
  const form = useZodForm(loadRequestSchema, { defaultValues: { email: initialEmail } });
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { requestPasswordReset } = await import('./sign-in-flow');
      await requestPasswordReset(email);
      onSent(email);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: authErrorKey(error, 'reset-request') });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('auth.forgotIntro')}</p>
      <FormErrorSummary control={form.control} density="regular" />
      <FormTextField
        control={form.control}
        name="email"
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        density="regular"
      />
      <FormSubmitButton control={form.control} size="lg" fullWidth>
        {t('auth.sendCode')}
      </FormSubmitButton>
      {back(() => form.getValues('email').trim())}
    </form>
  );
}

function ResetConfirmStep({ email, onReset, back }: { email: string; onReset: () => void; back: Back }) {
  const { t } = useTranslation('auth');
  const form = useZodForm(loadConfirmSchema, {
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = useFormState({ control: form.control });
  const submit = form.handleSubmit(async ({ code, newPassword }) => {
    try {
      const { confirmPasswordReset } = await import('./sign-in-flow');
      await confirmPasswordReset(email, code, newPassword);
      onReset();
    } catch (error) {
      form.setError(SERVER_ERROR, { message: authErrorKey(error, 'reset-confirm') });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {errors.root?.server ? null : <FormSuccess message={t('auth.codeSent', { email })} />}
      <FormErrorSummary control={form.control} density="regular" />
      <FormTextField
        control={form.control}
        name="code"
        label={t('auth.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        density="regular"
      />
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
        {t('auth.changePassword')}
      </FormSubmitButton>
      {back(() => email)}
    </form>
  );
}
