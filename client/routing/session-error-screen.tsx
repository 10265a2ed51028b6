import { useTranslation } from 'react-i18next';
import { startSessionLoad } from '../session/start-session-load';

/** Signed in, but the session could not be loaded: say why, offer to retry or to sign out. */
export function SessionErrorScreen({ code }: { code: string | null }) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow dark:bg-slate-900">
        <h1 className="font-semibold text-lg text-slate-900 dark:text-slate-100">
          {t('common.sessionFailed')}
        </h1>
        <p role="alert" className="mt-2 text-slate-600 dark:text-slate-300">
          {t(`errors.${code ?? 'INTERNAL'}`, { defaultValue: t('errors.generic') })}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className="rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700"
            onClick={() => void startSessionLoad()}
          >
            {t('common.retry')}
          </button>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={() => {
              // A full load after sign-out starts the console from a clean state. Amplify is a lazy chunk.
              void import('../session/sign-out-of-pool')
                .then(({ signOutOfPool }) => signOutOfPool())
                .catch(() => undefined)
                .finally(() => location.assign('/login'));
            }}
          >
            {t('common.logout')}
          </button>
        </div>
      </div>
    </main>
  );
}
