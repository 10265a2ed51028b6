import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { formatCalendarDate, formatCount, formatEuros } from '../../ui/format';
import { analyticsRangeOfSearch, analyticsRangeSearch, isValidRange } from './analytics-range';
import { AnalyticsTable } from './analytics-table';
import { ChartDataTable } from './chart-data-table';
import { SalesAnalyticsQuery } from './dashboard-documents';
import { LoadState } from './load-state';
import { RangeForm } from './range-form';

const UplotChart = lazy(() => import('./uplot-chart'));

/**
 * /dashboards/analytics (ADMIN): sales (orders counted on their first launch) over a chosen range of Madrid days, by
 * day as a chart, and by family, sub-channel and product as tables with their CSV export.
 */
export default function AnalyticsPage({ route }: PageProps) {
  const { t, i18n } = useTranslation(['routes', 'dashboard', 'domain']);
  const language = i18n.language;
  const [, navigate] = useLocation();
  const search = useSearch();
  const range = useMemo(() => analyticsRangeOfSearch(search), [search]);
  const valid = isValidRange(range);
  const variables = useMemo(() => (valid ? range : null), [valid, range]);
  const { data, loading, error, retry } = useGraphqlQuery(SalesAnalyticsQuery, variables);
  const analytics =
    data?.salesAnalytics.from === range.from && data.salesAnalytics.to === range.to
      ? data.salesAnalytics
      : null;

  const count = (value: number) => formatCount(value, language);
  const euros = (cents: number) => formatEuros(cents, language);
  const labels = useMemo(
    () => analytics?.byDay.map((day) => formatCalendarDate(day.date)) ?? [],
    [analytics],
  );
  const series = useMemo(
    () => [
      {
        label: t('dashboard.analytics.sales'),
        values: analytics?.byDay.map((day) => day.sales) ?? [],
        color: 'line' as const,
      },
    ],
    [analytics, t],
  );
  const formatSales = useMemo(() => (value: number) => formatCount(value, language), [language]);
  const fileSuffix = `${range.from}_${range.to}`;

  return (
    <section className="space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <RangeForm
        range={range}
        onChange={(next) => navigate(`/dashboards/analytics${analyticsRangeSearch(next)}`, { replace: true })}
      />
      {valid ? <LoadState loading={loading || (!analytics && !error)} error={error} retry={retry} /> : null}
      {analytics ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
              <dt className="text-slate-600 text-sm dark:text-slate-300">{t('dashboard.analytics.sales')}</dt>
              <dd
                data-total="sales"
                className="font-semibold text-2xl text-slate-900 tabular-nums dark:text-slate-50"
              >
                {count(analytics.totals.sales)}
              </dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
              <dt className="text-slate-600 text-sm dark:text-slate-300">
                {t('dashboard.analytics.revenue')}
              </dt>
              <dd className="font-semibold text-2xl text-slate-900 tabular-nums dark:text-slate-50">
                {euros(analytics.totals.revenueCents)}
              </dd>
            </div>
          </dl>
          <figure
            aria-labelledby="analytics-by-day"
            className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <figcaption
              id="analytics-by-day"
              className="mb-2 font-semibold text-slate-900 dark:text-slate-50"
            >
              {t('dashboard.analytics.byDay')}
            </figcaption>
            <div className="h-56">
              <Suspense fallback={null}>
                <UplotChart
                  labels={labels}
                  xLabel={t('dashboard.analytics.date')}
                  series={series}
                  height={220}
                  formatValue={formatSales}
                  zeroBased
                />
              </Suspense>
            </div>
            <ChartDataTable
              caption={t('dashboard.analytics.byDay')}
              columns={[
                t('dashboard.analytics.date'),
                t('dashboard.analytics.sales'),
                t('dashboard.analytics.revenue'),
              ]}
              rows={analytics.byDay.map((day, index) => [
                labels[index] ?? day.date,
                count(day.sales),
                euros(day.revenueCents),
              ])}
            />
          </figure>
          <div className="grid gap-4 lg:grid-cols-2">
            <AnalyticsTable
              caption={t('dashboard.analytics.byFamily')}
              fileName={`ventas-familia-${fileSuffix}`}
              empty={t('dashboard.analytics.none')}
              columns={[
                { header: t('dashboard.analytics.family') },
                { header: t('dashboard.analytics.sales'), numeric: true },
                { header: t('dashboard.analytics.revenue'), numeric: true },
              ]}
              rows={analytics.byFamily.map((entry) => ({
                key: entry.family,
                cells: [
                  t(`domain.productFamily.${entry.family}`),
                  count(entry.sales),
                  euros(entry.revenueCents),
                ],
              }))}
            />
            <AnalyticsTable
              caption={t('dashboard.analytics.byChannel')}
              fileName={`ventas-subcanal-${fileSuffix}`}
              empty={t('dashboard.analytics.none')}
              columns={[
                { header: t('dashboard.analytics.channel') },
                { header: t('dashboard.analytics.sales'), numeric: true },
                { header: t('dashboard.analytics.revenue'), numeric: true },
              ]}
              rows={analytics.byChannel.map((entry) => ({
                key: entry.channelId,
                cells: [
                  `${entry.channelName} (${entry.channelId})`,
                  count(entry.sales),
                  euros(entry.revenueCents),
                ],
              }))}
            />
          </div>
          <AnalyticsTable
            caption={t('dashboard.analytics.byProduct')}
            fileName={`ventas-producto-${fileSuffix}`}
            empty={t('dashboard.analytics.none')}
            columns={[
              { header: t('dashboard.analytics.product') },
              { header: t('dashboard.analytics.family') },
              { header: t('dashboard.analytics.units'), numeric: true },
              { header: t('dashboard.analytics.revenue'), numeric: true },
            ]}
            rows={analytics.byProduct.map((entry) => ({
              key: entry.productId ?? '',
              cells: [
                entry.name || t('dashboard.analytics.notInCatalogue'),
                entry.family ? t(`domain.productFamily.${entry.family}`) : '—',
                count(entry.units),
                euros(entry.revenueCents),
              ],
            }))}
          />
        </>
      ) : null}
    </section>
  );
}
