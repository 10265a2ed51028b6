import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DashboardPeriod } from '../../../schema/domain/vocabulary/dashboard';
import { formatCalendarDate, formatCount, formatEuros } from '../../ui/format';
import { ChartDataTable } from './chart-data-table';
import { changeOf, type DashboardCard, dashboardCardElementId } from './dashboard-cards';

// uPlot loads with the first chart, after the cards' figures are on screen.
const UplotChart = lazy(() => import('./uplot-chart'));

export type KpiTrendPoint = { from: string; value: number };

/**
 * One KPI card: a link to the queue it counts (Tab and Enter, or a click), with the figure, its change against the
 * previous period and the trend as a small line. The trend's figures are in a visually hidden table beside the link.
 */
export function KpiCard({
  card,
  period,
  value,
  previous,
  trend,
  trendUnit,
}: {
  card: DashboardCard;
  period: DashboardPeriod;
  value: number;
  previous: number;
  trend: readonly KpiTrendPoint[];
  trendUnit: 'DAY' | 'WEEK';
}) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const hintId = useId();
  const name = t(`dashboard.card.${card.key}`);
  const format = useMemo(
    () =>
      card.format === 'euros'
        ? (figure: number) => formatEuros(figure, language)
        : (figure: number) => formatCount(figure, language),
    [card.format, language],
  );
  const { delta, percent } = changeOf(value, previous);
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  const deltaText =
    delta === 0
      ? t('dashboard.change.same')
      : `${sign}${format(Math.abs(delta))}${percent === null ? '' : ` (${sign}${formatCount(Math.abs(Math.round(percent)), language)} %)`}`;
  const tone =
    delta === 0
      ? 'text-slate-600 dark:text-slate-300'
      : delta > 0 === (card.key !== 'terminations' && card.key !== 'portOuts')
        ? 'text-emerald-700 dark:text-emerald-400'
        : 'text-red-700 dark:text-red-400';
  const labels = useMemo(() => trend.map((point) => formatCalendarDate(point.from)), [trend]);
  const series = useMemo(
    () => [{ label: name, values: trend.map((point) => point.value), color: 'line' as const }],
    [trend, name],
  );
  return (
    <li className="min-w-0">
      <Link
        id={dashboardCardElementId(card.key)}
        href={card.href(period)}
        data-card={card.key}
        data-value={value}
        aria-describedby={hintId}
        className="block h-full rounded-xl border border-slate-200 bg-white p-3 hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-primary-400"
      >
        <div className="text-slate-600 text-sm dark:text-slate-300">{name}</div>
        <div className="font-semibold text-2xl text-slate-900 tabular-nums dark:text-slate-50">
          {format(value)}
        </div>
        <div className="text-xs">
          <span className={`font-medium ${tone}`}>{deltaText}</span>{' '}
          <span className="text-slate-600 dark:text-slate-300">
            {t(`dashboard.change.${card.kind}_${period}`, { previous: format(previous) })}
          </span>
        </div>
        <div className="mt-1 h-10">
          <Suspense fallback={null}>
            <UplotChart
              labels={labels}
              series={series}
              height={40}
              formatValue={format}
              sparkline
              zeroBased={card.kind === 'flow'}
            />
          </Suspense>
        </div>
      </Link>
      <span id={hintId} className="sr-only">
        {t(`dashboard.cardHint.${card.key}`)}
      </span>
      <ChartDataTable
        hiddenOnly
        caption={t('dashboard.trend.label', { name })}
        columns={[trendUnit === 'WEEK' ? t('dashboard.trend.week') : t('dashboard.trend.day'), name]}
        rows={trend.map((point, index) => [labels[index] ?? point.from, format(point.value)])}
      />
    </li>
  );
}
