import { useId } from 'react';
import { Link } from 'wouter';
import { ChartDataTable } from './chart-data-table';

export type BarListEntry = {
  key: string;
  label: string;
  value: number;
  /** The value as the interface language writes it. */
  valueText: string;
  /** Further columns of the data table (e.g. the monthly fee), already formatted. */
  extra?: readonly string[];
  /** The queue filtered to what this bar counts. */
  href: string;
};

/**
 * A chart of horizontal bars, one link per bar (Tab and Enter open the queue it counts), widths relative to the
 * largest; the figures also in a data table. Plain HTML and CSS: it follows the theme and the text size like the
 * rest of the page, and costs no chart library.
 */
export function BarListChart({
  title,
  entries,
  columns,
  empty,
  tone = 'primary',
}: {
  title: string;
  entries: readonly BarListEntry[];
  /** Headings of the data table: the label, the value and the extras. */
  columns: readonly string[];
  empty: string;
  tone?: 'primary' | 'secondary';
}) {
  const titleId = useId();
  const max = Math.max(1, ...entries.map((entry) => entry.value));
  const bar =
    tone === 'primary' ? 'bg-primary-500 dark:bg-primary-400' : 'bg-secondary-500 dark:bg-secondary-300';
  return (
    <figure aria-labelledby={titleId} data-chart="bars" className="space-y-1">
      <figcaption id={titleId} className="font-medium text-slate-700 text-sm dark:text-slate-200">
        {title}
      </figcaption>
      {entries.length === 0 ? (
        <p className="text-slate-600 text-sm dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="space-y-0.5">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link
                href={entry.href}
                className="grid grid-cols-[minmax(7rem,11rem)_1fr_auto] items-center gap-2 rounded-md px-1 py-0.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-slate-800"
              >
                <span className="truncate text-slate-700 dark:text-slate-200">{entry.label}</span>
                <span aria-hidden="true" className="h-2.5 rounded-sm bg-slate-100 dark:bg-slate-800">
                  <span
                    className={`block h-full rounded-sm ${bar}`}
                    style={{ width: `${Math.max(2, (entry.value / max) * 100)}%` }}
                  />
                </span>
                <span className="text-right text-slate-900 tabular-nums dark:text-slate-50">
                  {entry.valueText}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 ? (
        <ChartDataTable
          caption={title}
          columns={columns}
          rows={entries.map((entry) => [entry.label, entry.valueText, ...(entry.extra ?? [])])}
        />
      ) : null}
    </figure>
  );
}
