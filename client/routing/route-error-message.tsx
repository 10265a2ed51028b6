import { useTranslation } from 'react-i18next';

/** What a page that failed to render shows while (or instead of) falling back. */
export function RouteErrorMessage({ stuck }: { stuck: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto max-w-lg p-8 text-center">
      <h1 className="font-semibold text-lg text-slate-900 dark:text-slate-100">{t('pageFailed')}</h1>
      {stuck ? (
        <button
          type="button"
          className="mt-4 rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700"
          onClick={() => location.reload()}
        >
          {t('reload')}
        </button>
      ) : null}
    </div>
  );
}
