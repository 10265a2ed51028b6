import { useTranslation } from 'react-i18next';
import { formatCount } from '../ui/format';
import { PAGE_SIZES } from './queue-url-state';

const buttonClass =
  'h-7 rounded-md border border-slate-300 bg-white px-2 text-slate-700 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

/** Per-page size, the rows shown and previous/next over the server's cursor pages. */
export function QueueFooter({
  pageSize,
  onPageSizeChange,
  pageIndex,
  rowsOnPage,
  hasNextPage,
  totalEstimate,
  onPrevious,
  onNext,
  paged,
  loading,
}: {
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  pageIndex: number;
  rowsOnPage: number;
  hasNextPage: boolean;
  totalEstimate: number | null;
  onPrevious: () => void;
  onNext: () => void;
  /** false for a virtual source: every row is in the list, no pages. */
  paged: boolean;
  /** Rows are being read: no count is known yet. */
  loading: boolean;
}) {
  const { t, i18n } = useTranslation(['table']);
  const format = (value: number) => formatCount(value, i18n.language);
  const from = rowsOnPage === 0 ? 0 : pageIndex * pageSize + 1;
  const to = pageIndex * pageSize + rowsOnPage;
  return (
    <nav
      aria-label={t('table.footer.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-slate-600 text-sm dark:text-slate-300"
    >
      {paged ? (
        <label className="flex items-center gap-2">
          <span>{t('table.footer.perPage')}</span>
          <select
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="h-7 rounded-md border border-slate-300 bg-white px-1 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-3">
        <span aria-live="polite" data-testid="queue-range">
          {loading && rowsOnPage === 0
            ? t('table.footer.loading')
            : paged
              ? t('table.footer.range', { from: format(from), to: format(to) })
              : t('table.footer.rows', { count: rowsOnPage, total: format(rowsOnPage) })}
          {loading || !paged
            ? ''
            : totalEstimate !== null && totalEstimate > 0
              ? ` ${t('table.footer.total', { total: format(totalEstimate) })}`
              : // No estimate from the api: the total is known only on the last page.
                !hasNextPage && rowsOnPage > 0
                ? ` ${t('table.footer.exactTotal', { total: format(to) })}`
                : ''}
        </span>
        {paged ? (
          <>
            <button type="button" className={buttonClass} disabled={pageIndex === 0} onClick={onPrevious}>
              {t('table.footer.previous')}
            </button>
            <button type="button" className={buttonClass} disabled={!hasNextPage} onClick={onNext}>
              {t('table.footer.next')}
            </button>
          </>
        ) : null}
      </div>
    </nav>
  );
}
