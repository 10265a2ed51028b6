import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { DASHBOARD_CARDS } from './dashboard-cards';
import { DashboardChartsSection } from './dashboard-charts-section';
import { useDashboardCommands } from './dashboard-commands';
import { DashboardChartsQuery, DashboardCountersQuery, DashboardNewsQuery } from './dashboard-documents';
import { dashboardHref, dashboardPeriodOfSearch } from './dashboard-period';
import { KpiCard } from './kpi-card';
import { LoadState } from './load-state';
import { NewsPanel } from './news-panel';
import { PeriodTabs } from './period-tabs';

const moreLink =
  'rounded-sm text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300';

/**
 * /dashboard (ADMIN): the eight KPI cards for today, yesterday or the last week, each with its change and trend and
 * a link to its queue; below them the charts an admin acts on and the brand's news.
 */
export default function DashboardPage({ route }: PageProps) {
  const { t } = useTranslation(['routes', 'dashboard']);
  const period = dashboardPeriodOfSearch(useSearch());
  useDashboardCommands();
  const variables = useMemo(() => ({ period }), [period]);
  const counters = useGraphqlQuery(DashboardCountersQuery, variables);
  const charts = useGraphqlQuery(DashboardChartsQuery, variables);
  const news = useGraphqlQuery(DashboardNewsQuery, {});
  const report = counters.data?.dashboardCounters;
  // The answer of another period stays on screen while this one loads: its figures are not shown as this one's.
  const current = report && report.period === period ? report : null;
  // One array per card for the answer: the charts redraw only when the answer changes.
  const trends = useMemo(
    () =>
      new Map(
        DASHBOARD_CARDS.map((card) => [
          card.key,
          (current?.trend.points ?? []).map((point) => ({
            from: point.from,
            value: point.counters[card.key] ?? 0,
          })),
        ]),
      ),
    [current],
  );

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeader title={t(`routes.${route.title}`)} />
        <div className="flex flex-wrap items-center gap-3">
          <nav aria-label={t('dashboard.moreAnalytics')} className="flex gap-3 text-sm">
            <Link href="/dashboards/analytics" className={moreLink}>
              {t('routes.page.dashboardsAnalytics')}
            </Link>
            <Link href="/dashboards/eCommerce" className={moreLink}>
              {t('routes.page.dashboardsEcommerce')}
            </Link>
          </nav>
          <PeriodTabs period={period} hrefOf={dashboardHref} />
        </div>
      </div>
      <LoadState loading={!current && !counters.error} error={counters.error} retry={counters.retry} />
      {current ? (
        <ul aria-label={t(`dashboard.period.${period}`)} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {DASHBOARD_CARDS.map((card) => (
            <KpiCard
              key={card.key}
              card={card}
              period={period}
              value={current.counters[card.key] ?? 0}
              previous={current.previous.counters[card.key] ?? 0}
              trend={trends.get(card.key) ?? []}
              trendUnit={current.trend.unit}
            />
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-[1fr_20rem]">
        <div className="space-y-2">
          <LoadState loading={!charts.data && !charts.error} error={charts.error} retry={charts.retry} />
          {charts.data && charts.data.dashboardCharts.period === period ? (
            <DashboardChartsSection charts={charts.data.dashboardCharts} period={period} />
          ) : null}
        </div>
        {news.data ? <NewsPanel news={news.data.news} /> : null}
      </div>
    </section>
  );
}
