import { useTranslation } from 'react-i18next';

/** Loading state of a whole page or region. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 text-slate-500 dark:text-slate-400 ${fullScreen ? 'min-h-screen' : 'min-h-64'}`}
    >
      <span className="size-6 animate-spin rounded-full border-2 border-primary-500 border-t-transparent" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
