import { useTranslation } from 'react-i18next';
import { ORDER_FUNNEL_APART_STATUSES } from '../../../schema/domain/lifecycles/order-funnel';
import { isDraftOrderStatus } from '../../../schema/domain/lifecycles/order-lifecycle';
import type { DashboardPeriod } from '../../../schema/domain/vocabulary/dashboard';
import type { DashboardChartsQuery } from '../../generated/graphql';
import { formatCount, formatEuros } from '../../ui/format';
import { BacklogChart } from './backlog-chart';
import { BarListChart } from './bar-list-chart';

type Charts = DashboardChartsQuery['dashboardCharts'];

const panel = 'rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900';

/** The charts below the cards: each bar or row links to its queue, filtered to what it counts. */
export function DashboardChartsSection({ charts, period }: { charts: Charts; period: DashboardPeriod }) {
  const { t, i18n } = useTranslation(['dashboard', 'domain']);
  const language = i18n.language;
  const count = (value: number) => formatCount(value, language);
  const euros = (cents: number) => formatEuros(cents, language);
  const operators = (direction: 'IN' | 'OUT') =>
    charts.portabilitiesByOperator
      .filter((entry) => entry.direction === direction)
      .map((entry) => ({
        key: `${direction}-${entry.operator}`,
        label: entry.operator,
        value: entry.portabilities,
        valueText: count(entry.portabilities),
        href: `/management/portabilities?${direction === 'OUT' ? 'direction=OUT&' : ''}created=${period}&operator=${encodeURIComponent(entry.operator)}`,
      }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className={panel}>
        <BarListChart
          title={t('dashboard.chart.linesByStatus')}
          columns={[t('dashboard.chart.status'), t('dashboard.chart.lines'), t('dashboard.chart.monthly')]}
          empty={t('dashboard.chart.empty')}
          entries={charts.linesByStatus.map((entry) => ({
            key: entry.status,
            label: t(`domain.subscriptionStatus.${entry.status}`),
            value: entry.lines,
            valueText: count(entry.lines),
            extra: [euros(entry.monthlyCents)],
            href: `/subs?status=${entry.status}`,
          }))}
        />
      </div>
      <div className={panel}>
        <BarListChart
          title={t('dashboard.chart.orderFunnel')}
          columns={[t('dashboard.chart.stage'), t('dashboard.chart.reached')]}
          empty={t('dashboard.chart.empty')}
          tone="secondary"
          // A funnel with no order at all says so instead of a column of zeros.
          entries={
            charts.orderFunnel[0]?.orders
              ? charts.orderFunnel.map((entry) => ({
                  key: entry.stage,
                  label: t(`domain.orderStatus.${entry.stage}`),
                  value: entry.orders,
                  valueText: count(entry.orders),
                  // The queue has no "reached at least" filter: a draft stage opens the period's drafts, a later
                  // stage the period's launched orders.
                  href: isDraftOrderStatus(entry.stage)
                    ? `/management/draft-orders?created=${period}`
                    : `/management/draft-orders?tab=in-progress&created=${period}`,
                }))
              : []
          }
        />
        <div className="mt-3">
          <BarListChart
            title={t('dashboard.chart.ordersApart')}
            columns={[t('dashboard.chart.status'), t('dashboard.chart.orders'), t('dashboard.chart.amount')]}
            empty={t('dashboard.chart.noneApart')}
            entries={charts.ordersByStatus
              .filter((entry) => (ORDER_FUNNEL_APART_STATUSES as readonly string[]).includes(entry.status))
              .map((entry) => ({
                key: entry.status,
                label: t(`domain.orderStatus.${entry.status}`),
                value: entry.orders,
                valueText: count(entry.orders),
                extra: [euros(entry.totalCents)],
                href: isDraftOrderStatus(entry.status)
                  ? `/management/draft-orders?status=${entry.status}&created=${period}`
                  : `/management/draft-orders?tab=in-progress&status=${entry.status}&created=${period}`,
              }))}
          />
        </div>
      </div>
      <div className={panel}>
        <h3 className="mb-2 font-semibold text-slate-900 text-sm dark:text-slate-50">
          {t('dashboard.chart.portabilities')}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <BarListChart
            title={t('dashboard.chart.portIns')}
            columns={[t('dashboard.chart.operator'), t('dashboard.chart.count')]}
            empty={t('dashboard.chart.empty')}
            entries={operators('IN')}
          />
          <BarListChart
            title={t('dashboard.chart.portOuts')}
            columns={[t('dashboard.chart.operator'), t('dashboard.chart.count')]}
            empty={t('dashboard.chart.empty')}
            tone="secondary"
            entries={operators('OUT')}
          />
        </div>
      </div>
      <div className={panel}>
        <BacklogChart backlog={charts.backlog} />
      </div>
    </div>
  );
}
