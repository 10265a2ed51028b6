import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../ui/form/form-error-summary';
import { FormSubmitButton } from '../../ui/form/form-submit-button';
import { FormTextField } from '../../ui/form/form-text-field';
import { SERVER_ERROR } from '../../ui/form/server-error-mapping';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FormSuccess } from '../../ui/form-success';
import { authErrorKey } from './auth-error-key';
import { PasswordField } from './password-field';

type ForgotPasswordFormProps = {
  initialEmail: string;
  /** Back to the login form; `reset` says the password was changed. */
  onDone: (result: { reset: boolean; email: string }) => void;
};

function BackToLogin({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      onClick={onClick}
      className="w-full text-center font-medium text-primary-700 text-sm hover:underline dark:text-primary-400"
    >
      {t('auth.backToLogin')}
    </button>
  );
}

/** First step: the e-mail the code is sent to. */
function RequestStep({
  initialEmail,
  onSent,
  onBack,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
  onBack: (email: string) => void;
}) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  // Lazy chunks, as in the sign-in form.
  const form = useZodForm(() => import('./login-schema').then((schemas) => schemas.resetRequestSchema), {
    defaultValues: { email: initialEmail },
  });
  const submit = form.handleSubmit(async (data) => {
    try {
      const { requestPasswordReset } = await import('./sign-in-flow');
      await requestPasswordReset(data.email);
      onSent(data.email);
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
      <BackToLogin onClick={() => onBack(form.getValues('email'))} />
    </form>
  );
}

/** Second step: the code sent by e-mail and the new password, typed twice. */
function ConfirmStep({ email, onDone }: { email: string; onDone: ForgotPasswordFormProps['onDone'] }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const form = useZodForm(() => import('./login-schema').then((schemas) => schemas.resetConfirmFormSchema), {
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async (data) => {
    try {
      const { confirmPasswordReset } = await import('./sign-in-flow');
      await confirmPasswordReset(email, data.code, data.newPassword);
      onDone({ reset: true, email });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: authErrorKey(error, 'reset-confirm') });
    }
  });
  const failed = !!form.formState.errors.root?.server;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {failed ? (
        <FormErrorSummary control={form.control} density="regular" />
      ) : (
        <FormSuccess message={t('auth.codeSent', { email })} />
      )}
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
      <BackToLogin onClick={() => onDone({ reset: false, email })} />
    </form>
  );
}

/** Forgot password (spec section 2): e-mail, then the code with a new password and its confirmation. */
export function ForgotPasswordForm({ initialEmail, onDone }: ForgotPasswordFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <RequestStep
      initialEmail={initialEmail}
      onSent={setSentTo}
      onBack={(email) => onDone({ reset: false, email })}
    />
  ) : (
    <ConfirmStep email={sentTo} onDone={onDone} />
  );
}
