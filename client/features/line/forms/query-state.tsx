import { useTranslation } from 'react-i18next';

/** Loading and error states of what a form or a tab reads before it can show anything. */
export function QueryState({
  status,
  errorCode,
  retry,
}: {
  status: 'loading' | 'error' | 'ready';
  errorCode: string | null;
  retry: () => void;
}) {
  const { t } = useTranslation(['line', 'errors']);
  if (status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-slate-500 text-sm dark:text-slate-400">
        <span className="size-4 animate-spin rounded-full border-2 border-primary-500 border-t-transparent" />
        {t('line.loading')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div
        role="alert"
        className="flex items-center justify-between gap-2 py-2 text-red-700 text-sm dark:text-red-300"
      >
        <span>{t(`errors.${errorCode ?? 'INTERNAL'}`, { defaultValue: t('errors.generic') })}</span>
        <button
          type="button"
          onClick={retry}
          className="rounded border border-red-300 px-2 py-0.5 text-xs hover:bg-red-50 dark:border-red-800 dark:hover:bg-red-950"
        >
          {t('line.retry')}
        </button>
      </div>
    );
  }
  return null;
}
