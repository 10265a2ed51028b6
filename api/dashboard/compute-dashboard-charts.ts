import { type Kysely, sql } from 'kysely';
import { ORDER_FUNNEL_STAGES } from '../../schema/domain/lifecycles/order-funnel';
import { addCalendarDays, isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import {
  DASHBOARD_BACKLOG_AGES,
  DASHBOARD_BACKLOG_QUEUES,
  type DashboardPeriod,
} from '../../schema/domain/vocabulary/dashboard';
import { ORDER_STATUSES, type OrderStatus } from '../../schema/domain/vocabulary/order';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { DashboardCharts } from '../../schema/rest/dashboard-analytics';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { countOrderFunnel } from './count-order-funnel';
import { dashboardCounts, wholeNumber } from './dashboard-counts';
import { dashboardPeriodRange } from './dashboard-period-range';

/**
 * GET /dashboard/charts over the caller's channel subtree, from the counts of migration 0022: lines now by status,
 * the orders created in the period by their status now, the period's portabilities by operator, and the queues'
 * waiting items by age (their creation day against today's, in Madrid); and, from the orders and their history,
 * the funnel of the period's orders.
 */
export async function computeDashboardCharts(
  db: Kysely<Database>,
  scopeChannel: string,
  period: DashboardPeriod,
  now: Date,
): Promise<DashboardCharts> {
  const range = dashboardPeriodRange(period, now);
  const channels = await channelSubtreeList(db, scopeChannel);
  const charts: DashboardCharts = {
    period,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    linesByStatus: [],
    ordersByStatus: [],
    orderFunnel: ORDER_FUNNEL_STAGES.map(({ stage }) => ({ stage, orders: 0 })),
    portabilitiesByOperator: [],
    backlog: DASHBOARD_BACKLOG_QUEUES.map(({ queue, status }) => ({
      queue,
      status,
      total: 0,
      ages: DASHBOARD_BACKLOG_AGES.map(({ age }) => ({ age, items: 0 })),
    })),
  };
  if (channels.length === 0) return charts;
  const counts = dashboardCounts(db).selectFrom('dashboard_counts').where('channel_id', 'in', channels);

  const lines = await counts
    .select((eb) => [
      'status',
      eb.fn.sum<string>('count').as('count'),
      eb.fn.sum<string>('amount_cents').as('amount'),
    ])
    .where('metric', '=', 'lines')
    .where('day', 'is', null)
    .groupBy('status')
    .execute();
  const lineFigures = new Map(lines.map((row) => [row.status, row]));
  charts.linesByStatus = SUBSCRIPTION_STATUSES.flatMap((status: SubscriptionStatus) => {
    const row = lineFigures.get(status);
    const count = wholeNumber(row?.count);
    return count > 0 ? [{ status, lines: count, monthlyCents: wholeNumber(row?.amount) }] : [];
  });

  const orders = await counts
    .select((eb) => [
      'status',
      eb.fn.sum<string>('count').as('count'),
      eb.fn.sum<string>('amount_cents').as('amount'),
    ])
    .where('metric', '=', 'orders')
    .where('day', '>=', range.fromDate)
    .where('day', '<', range.toDate)
    .groupBy('status')
    .execute();
  const orderFigures = new Map(orders.map((row) => [row.status, row]));
  charts.ordersByStatus = ORDER_STATUSES.flatMap((status: OrderStatus) => {
    const row = orderFigures.get(status);
    const count = wholeNumber(row?.count);
    return count > 0 ? [{ status, orders: count, totalCents: wholeNumber(row?.amount) }] : [];
  });

  charts.orderFunnel = await countOrderFunnel(db, channels, range.from, range.to);

  const operators = await counts
    .select((eb) => ['metric', 'dimension', eb.fn.sum<string>('count').as('count')])
    .where('metric', 'in', ['port_ins', 'port_outs'])
    .where('day', '>=', range.fromDate)
    .where('day', '<', range.toDate)
    .groupBy(['metric', 'dimension'])
    .execute();
  charts.portabilitiesByOperator = operators
    .map((row) => ({
      direction: row.metric === 'port_ins' ? ('IN' as const) : ('OUT' as const),
      operator: row.dimension,
      portabilities: wholeNumber(row.count),
    }))
    .filter((row) => row.portabilities > 0)
    .sort(
      (a, b) =>
        a.direction.localeCompare(b.direction) ||
        b.portabilities - a.portabilities ||
        a.operator.localeCompare(b.operator),
    );

  // Each age bucket summed in the database: the backlog has a row per channel and creation day, tens of thousands
  // at bench scale, and only the buckets' sums leave the database.
  const today = madridCalendarDate(now);
  const bucketSums = DASHBOARD_BACKLOG_AGES.map(({ maxDays }, index) => {
    const previousMax = index === 0 ? null : (DASHBOARD_BACKLOG_AGES[index - 1]?.maxDays ?? null);
    // Ages (previousMax, maxDays] are the creation days [today - maxDays, today - previousMax).
    const from = maxDays === null ? null : isoDateOf(addCalendarDays(today, -maxDays));
    const before = previousMax === null ? null : isoDateOf(addCalendarDays(today, -previousMax));
    const condition =
      from === null
        ? sql`day < ${before}::date`
        : before === null
          ? sql`day >= ${from}::date`
          : sql`day >= ${from}::date and day < ${before}::date`;
    return sql<string>`coalesce(sum(count) filter (where ${condition}), 0)`.as(`age${index}`);
  });
  const waiting = await counts
    .select(['dimension', 'status', ...bucketSums])
    .where('metric', '=', 'backlog')
    .groupBy(['dimension', 'status'])
    .execute();
  for (const row of waiting) {
    const entry = charts.backlog.find((item) => item.queue === row.dimension && item.status === row.status);
    if (!entry) continue;
    entry.ages.forEach((bucket, index) => {
      bucket.items = wholeNumber((row as Record<string, string | number>)[`age${index}`]);
    });
    entry.total = entry.ages.reduce((sum, bucket) => sum + bucket.items, 0);
  }
  return charts;
}
