import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startSessionLoad } from '../../session/start-session-load';
import { PageHeader } from '../../shell/page-header';
import { ForgotPasswordForm } from './forgot-password-form';
import type { LoginValues } from './login-schema';
import { NewPasswordForm } from './new-password-form';
import { prefetchAuthFlows } from './prefetch-auth-flows';
import type { SignInOutcome } from './sign-in-flow';
import { SignInForm } from './sign-in-form';

type Mode = 'sign-in' | 'new-password' | 'forgot-password';

/** /login. Once signed in, the router takes the user on (returnTo or home by role). */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [mode, setMode] = useState<Mode>('sign-in');
  // What the sign-in form holds when it hands over to another form, so that coming back keeps it.
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', remember: false });
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => prefetchAuthFlows(), []);

  const onOutcome = (outcome: SignInOutcome, typed: LoginValues) => {
    if (outcome.kind === 'signed-in') void startSessionLoad({ signedIn: true });
    if (outcome.kind === 'new-password-required') {
      setValues(typed);
      setNotice(null);
      setMode('new-password');
    }
  };

  const heading =
    mode === 'new-password'
      ? t('auth.newPasswordTitle')
      : mode === 'forgot-password'
        ? t('auth.forgotTitle')
        : t('auth.title');

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-16">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-xl bg-primary-500 font-bold text-white text-xl"
          >
            C
          </span>
          <span className="font-bold text-2xl text-secondary-900 dark:text-white">{t('common.appName')}</span>
        </div>
        <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <div className="space-y-1">
            <PageHeader title={heading} />
            {mode === 'sign-in' ? (
              <p className="text-slate-500 text-sm dark:text-slate-400">{t('auth.subtitle')}</p>
            ) : null}
          </div>
          {mode === 'sign-in' ? (
            <SignInForm
              initialValues={values}
              onOutcome={onOutcome}
              onForgotPassword={(typed) => {
                setValues(typed);
                setNotice(null);
                setMode('forgot-password');
              }}
              notice={notice}
            />
          ) : null}
          {mode === 'new-password' ? (
            <NewPasswordForm
              email={values.email.trim()}
              remember={values.remember}
              onDone={() => location.reload()}
              onCancel={() => {
                setValues({ ...values, password: '' });
                setMode('sign-in');
              }}
            />
          ) : null}
          {mode === 'forgot-password' ? (
            <ForgotPasswordForm
              initialEmail={values.email.trim()}
              onDone={({ reset, email }) => {
                setValues({ ...values, email, password: '' });
                setNotice(reset ? 'auth.passwordChanged' : null);
                setMode('sign-in');
              }}
            />
          ) : null}
        </div>
      </div>
    </main>
  );
}
