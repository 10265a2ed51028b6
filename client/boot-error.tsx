import { useTranslation } from 'react-i18next';

/** Shown when the console cannot start (no /console-config.json): nothing else can work without it. */
export function BootError() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6 dark:bg-slate-950">
      <div className="max-w-md rounded-xl bg-white p-8 text-center shadow dark:bg-slate-900">
        <h1 className="font-semibold text-lg text-slate-900 dark:text-white">{t('bootFailed.title')}</h1>
        <p role="alert" className="mt-2 text-slate-600 dark:text-slate-300">
          {t('bootFailed.body')}
        </p>
        <button
          type="button"
          onClick={() => location.reload()}
          className="mt-6 rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700"
        >
          {t('reload')}
        </button>
      </div>
    </main>
  );
}
