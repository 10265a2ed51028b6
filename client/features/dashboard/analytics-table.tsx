import { useTranslation } from 'react-i18next';
import { csvLine, downloadCsv } from '../../queues/queue-csv';

export type AnalyticsColumn = { header: string; numeric?: boolean };

/**
 * A dense figures table with its CSV export (the rows as shown, `;`-separated as the queues export). Numeric
 * columns align right.
 */
export function AnalyticsTable({
  caption,
  columns,
  rows,
  fileName,
  empty,
}: {
  caption: string;
  columns: readonly AnalyticsColumn[];
  /** Each row with a key of its own (a product id, a family...). */
  rows: readonly { key: string; cells: readonly string[] }[];
  fileName: string;
  empty: string;
}) {
  const { t } = useTranslation('dashboard');
  const exportCsv = () => {
    const lines = [csvLine(columns.map((column) => column.header)), ...rows.map((row) => csvLine(row.cells))];
    downloadCsv(fileName, `${lines.join('\r\n')}\r\n`);
  };
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900 dark:text-slate-50">{caption}</h2>
        <button
          type="button"
          onClick={exportCsv}
          disabled={rows.length === 0}
          // The visible text names the action; the name says which table (the page has several).
          aria-label={`${t('dashboard.analytics.export')}: ${caption}`}
          className="rounded-md border border-slate-300 px-2 py-1 text-slate-700 text-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t('dashboard.analytics.export')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="text-slate-600 text-xs dark:text-slate-300">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`px-2 py-1 font-medium ${column.numeric ? 'text-right' : ''}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.key}
                  className="border-slate-200 border-t text-slate-800 dark:border-slate-700 dark:text-slate-100"
                >
                  {row.cells.map((cell, index) => (
                    <td
                      key={columns[index]?.header ?? index}
                      className={`px-2 py-1 ${columns[index]?.numeric ? 'text-right tabular-nums' : ''}`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
