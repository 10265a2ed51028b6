import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DashboardChartsQuery } from '../../generated/graphql';
import { formatCount } from '../../ui/format';
import { ChartDataTable } from './chart-data-table';

type Backlog = DashboardChartsQuery['dashboardCharts']['backlog'];

/** Each backlog queue's list, filtered to the status its waiting items are in. */
const QUEUE_HREFS: Record<string, (status: string) => string> = {
  'port-ins': (status) => `/management/portabilities?status=${status}`,
  'port-outs': (status) => `/management/portabilities?direction=OUT&status=${status}`,
  orders: (status) => `/management/draft-orders?tab=in-progress&status=${status}`,
  installations: (status) => `/management/installations?status=${status}`,
  processes: (status) => `/processes?status=${status}`,
  shipments: (status) => `/shipments?status=${status}`,
};

/** Youngest to oldest, light to dark: the older part of a queue stands out. */
const AGE_SHADES = [
  'bg-primary-200 dark:bg-primary-200',
  'bg-primary-300 dark:bg-primary-300',
  'bg-primary-500 dark:bg-primary-400',
  'bg-primary-700 dark:bg-primary-600',
  'bg-primary-900 dark:bg-primary-800',
];

/**
 * The queues' waiting items as stacked bars by age (created today, 1-2, 3-7, 8-30 days ago, older), one link per
 * queue to its list of those items; the figures also in a data table.
 */
export function BacklogChart({ backlog }: { backlog: Backlog }) {
  const { t, i18n } = useTranslation('dashboard');
  const titleId = useId();
  const count = (value: number) => formatCount(value, i18n.language);
  const max = Math.max(1, ...backlog.map((entry) => entry.total));
  const ages = backlog[0]?.ages.map((bucket) => bucket.age) ?? [];
  return (
    <figure aria-labelledby={titleId} data-chart="backlog" className="space-y-1">
      <figcaption id={titleId} className="font-medium text-slate-700 text-sm dark:text-slate-200">
        {t('dashboard.chart.backlog')}
      </figcaption>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-3 text-slate-600 text-xs dark:text-slate-300">
        {ages.map((age, index) => (
          <li key={age} className="flex items-center gap-1">
            <span className={`inline-block size-2.5 rounded-xs ${AGE_SHADES[index]}`} />
            {t(`dashboard.age.${age}`)}
          </li>
        ))}
      </ul>
      <ul className="space-y-0.5">
        {backlog.map((entry) => (
          <li key={entry.queue}>
            <Link
              href={QUEUE_HREFS[entry.queue]?.(entry.status) ?? '/dashboard'}
              className="grid grid-cols-[minmax(9rem,14rem)_1fr_auto] items-center gap-2 rounded-md px-1 py-0.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-slate-800"
            >
              <span className="truncate text-slate-700 dark:text-slate-200">
                {t(`dashboard.queue.${entry.queue}`)}
              </span>
              <span
                aria-hidden="true"
                className="flex h-2.5 overflow-hidden rounded-sm bg-slate-100 dark:bg-slate-800"
              >
                {entry.ages.map((bucket, index) => (
                  <span
                    key={bucket.age}
                    className={AGE_SHADES[index]}
                    style={{ width: `${(bucket.items / max) * 100}%` }}
                  />
                ))}
              </span>
              <span className="text-right text-slate-900 tabular-nums dark:text-slate-50">
                {count(entry.total)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ChartDataTable
        caption={t('dashboard.chart.backlog')}
        columns={[
          t('dashboard.chart.queue'),
          ...ages.map((age) => t(`dashboard.age.${age}`)),
          t('dashboard.chart.total'),
        ]}
        rows={backlog.map((entry) => [
          t(`dashboard.queue.${entry.queue}`),
          ...entry.ages.map((bucket) => count(bucket.items)),
          count(entry.total),
        ])}
      />
    </figure>
  );
}
