import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ChartDataTableProps = {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Only for assistive technology (the cards' trends); otherwise a button shows and hides it. */
  hiddenOnly?: boolean;
};

/**
 * A chart's figures as a table: always in the page for screen readers (visually hidden), and shown on screen by its
 * "Show data" button. The first column heads each row.
 */
export function ChartDataTable({ caption, columns, rows, hiddenOnly = false }: ChartDataTableProps) {
  const { t } = useTranslation('dashboard');
  const [shown, setShown] = useState(false);
  const tableId = useId();
  // Hidden by its wrapper: a table keeps the height of its rows whatever its own box says.
  const table = (
    <div id={tableId} className={shown ? 'mt-2' : 'sr-only'}>
      <table className="w-full text-left text-sm tabular-nums">
        <caption className={shown ? 'sr-only' : undefined}>{caption}</caption>
        <thead>
          <tr className="text-slate-600 text-xs dark:text-slate-300">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-1 py-0.5 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join('|')} className="border-slate-200 border-t dark:border-slate-700">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={columns[index]} scope="row" className="px-1 py-0.5 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]} className="px-1 py-0.5">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (hiddenOnly) return table;
  return (
    <div>
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((value) => !value)}
        className="rounded-sm text-primary-700 text-xs underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300"
      >
        {shown ? t('dashboard.data.hide') : t('dashboard.data.show')}
      </button>
      {table}
    </div>
  );
}
