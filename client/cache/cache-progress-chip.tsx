import { useTranslation } from 'react-i18next';
import { formatCount } from '../ui/format';
import type { CacheTableState } from './cache-state';
import { useCacheState } from './cache-state';

function percentOf(table: CacheTableState): number | null {
  if (table.total === null || table.total === 0) return null;
  return Math.min(100, Math.round((table.loaded / table.total) * 100));
}

/**
 * The top bar's small chip for the local caches: "Loading lines 35,000 / 100,000" while they fill, a warning when
 * a refresh failed and older rows are served. The live region is always there, so each change is announced.
 */
export function CacheProgressChip() {
  const { t, i18n } = useTranslation();
  const { subscriptions, customers } = useCacheState();
  const language = i18n.language;

  let content: { text: string; title?: string; tone: 'progress' | 'warning'; percent: number | null } | null =
    null;
  const loading =
    subscriptions.status === 'loading' ? subscriptions : customers.status === 'loading' ? customers : null;
  if (loading) {
    const what = loading === subscriptions ? 'lines' : 'customers';
    const values = {
      loaded: formatCount(loading.loaded, language),
      total: loading.total === null ? '' : formatCount(loading.total, language),
    };
    content = {
      text:
        loading.total === null
          ? t(`cache.loading.${what}Counting`, values)
          : t(`cache.loading.${what}`, values),
      tone: 'progress',
      percent: percentOf(loading),
    };
  } else {
    const failing = [subscriptions, customers].find(
      (table) => table.status === 'stale' || table.status === 'failed',
    );
    if (failing) {
      const what = failing === subscriptions ? 'lines' : 'customers';
      content = {
        text: t(`cache.${failing.status === 'stale' ? 'stale' : 'failed'}.${what}`),
        title: t(`errors.${failing.errorCode ?? 'INTERNAL'}`),
        tone: 'warning',
        percent: null,
      };
    }
  }

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="hidden min-w-0 sm:block">
      {content && (
        <span
          title={content.title}
          className={
            content.tone === 'progress'
              ? 'relative inline-flex h-7 items-center gap-2 overflow-hidden rounded-full border border-slate-200 bg-slate-50 px-3 text-slate-600 text-xs tabular-nums dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300'
              : 'inline-flex h-7 items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 text-amber-800 text-xs dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200'
          }
        >
          {content.tone === 'progress' && (
            <span
              aria-hidden="true"
              className="size-2.5 animate-spin rounded-full border-2 border-primary-500 border-t-transparent"
            />
          )}
          {content.tone === 'warning' && (
            <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
          )}
          <span className="truncate">{content.text}</span>
          {content.percent !== null && (
            <span
              aria-hidden="true"
              className="absolute bottom-0 left-0 h-0.5 bg-primary-500 transition-[width]"
              style={{ width: `${content.percent}%` }}
            />
          )}
        </span>
      )}
    </div>
  );
}
