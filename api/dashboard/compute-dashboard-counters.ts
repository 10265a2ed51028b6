import type { Kysely } from 'kysely';
import {
  addCalendarDays,
  isoDateOf,
  MADRID_TIME_ZONE,
  madridCalendarDate,
} from '../../schema/domain/madrid-clock';
import type { DashboardPeriod } from '../../schema/domain/vocabulary/dashboard';
import type { DashboardCounters } from '../../schema/rest/dashboard';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { type DashboardMetric, dashboardCounts, wholeNumber } from './dashboard-counts';
import {
  type DayRange,
  dashboardPeriodRange,
  previousPeriodRange,
  trendRanges,
} from './dashboard-period-range';

/** The cards that count what happened in a period, each with the metric of migration 0022 it sums. */
const FLOW_CARDS = {
  sales: 'sales',
  activations: 'activations',
  terminations: 'terminations',
  portIns: 'port_ins',
  portOuts: 'port_outs',
  events: 'events',
} as const satisfies Partial<Record<keyof DashboardCounters, DashboardMetric>>;

type Figure = { count: number; amount: number };
/** Sums per Madrid day (YYYY-MM-DD) and metric. */
type DailySums = Map<string, Map<DashboardMetric, Figure>>;

function sumOver(daily: DailySums, range: DayRange, metric: DashboardMetric): Figure {
  const total = { count: 0, amount: 0 };
  for (const [day, metrics] of daily) {
    if (day < range.fromDate || day >= range.toDate) continue;
    const figure = metrics.get(metric);
    if (!figure) continue;
    total.count += figure.count;
    total.amount += figure.amount;
  }
  return total;
}

/**
 * GET /counters: every card for the period, the period before, and the trend, over the caller's channel subtree,
 * from the counts migration 0022 keeps (two indexed reads, whatever the number of lines).
 *
 * Flow cards sum their metric over the period's days. Live lines and recurring revenue are the ACTIVE lines now;
 * their earlier values (the previous period, the trend) are now less the lines started and plus the lines ended
 * since then, by the lines' start and end dates: the only dated record of a line joining or leaving the base.
 */
export async function computeDashboardCounters(
  db: Kysely<Database>,
  scopeChannel: string,
  period: DashboardPeriod,
  now: Date,
) {
  const range = dashboardPeriodRange(period, now);
  const previous = previousPeriodRange(range);
  const trend = trendRanges(range);
  const tomorrow = isoDateOf(addCalendarDays(madridCalendarDate(now), 1));
  const channels = await channelSubtreeList(db, scopeChannel);
  const counts = dashboardCounts(db);

  const daily: DailySums = new Map();
  let base: Figure = { count: 0, amount: 0 };
  if (channels.length > 0) {
    const firstDay = trend[0]?.fromDate ?? range.fromDate;
    const afterLastDay = tomorrow > range.toDate ? tomorrow : range.toDate;
    const rows = await counts
      .selectFrom('dashboard_counts')
      .select((eb) => [
        'metric',
        eb.fn<string>('to_char', ['day', eb.val('YYYY-MM-DD')]).as('day'),
        eb.fn.sum<string>('count').as('count'),
        eb.fn.sum<string>('amount_cents').as('amount'),
      ])
      .where('metric', 'in', Object.values(FLOW_CARDS))
      .where('day', '>=', firstDay)
      .where('day', '<', afterLastDay)
      .where('channel_id', 'in', channels)
      .groupBy(['metric', 'day'])
      .execute();
    for (const row of rows) {
      const metrics = daily.get(row.day) ?? new Map<DashboardMetric, Figure>();
      metrics.set(row.metric as DashboardMetric, {
        count: wholeNumber(row.count),
        amount: wholeNumber(row.amount),
      });
      daily.set(row.day, metrics);
    }
    const live = await counts
      .selectFrom('dashboard_counts')
      .select((eb) => [
        eb.fn.sum<string>('count').as('count'),
        eb.fn.sum<string>('amount_cents').as('amount'),
      ])
      .where('metric', '=', 'lines')
      .where('day', 'is', null)
      .where('status', '=', 'ACTIVE')
      .where('channel_id', 'in', channels)
      .executeTakeFirstOrThrow();
    base = { count: wholeNumber(live.count), amount: wholeNumber(live.amount) };
  }

  /** The live base as it stood when the day `end` began (now, for any day after today). */
  const baseAt = (end: string): Figure => {
    if (end >= tomorrow) return base;
    const since = { fromDate: end, toDate: tomorrow };
    const started = sumOver(daily, since, 'activations');
    const ended = sumOver(daily, since, 'terminations');
    return {
      count: base.count - started.count + ended.count,
      amount: base.amount - started.amount + ended.amount,
    };
  };
  const countersOver = (days: DayRange, snapshotAt: string): DashboardCounters => {
    const snapshot = baseAt(snapshotAt);
    return {
      sales: sumOver(daily, days, FLOW_CARDS.sales).count,
      activations: sumOver(daily, days, FLOW_CARDS.activations).count,
      recurringRevenue: snapshot.amount,
      terminations: sumOver(daily, days, FLOW_CARDS.terminations).count,
      liveLines: snapshot.count,
      portIns: sumOver(daily, days, FLOW_CARDS.portIns).count,
      portOuts: sumOver(daily, days, FLOW_CARDS.portOuts).count,
      events: sumOver(daily, days, FLOW_CARDS.events).count,
    };
  };

  return {
    period,
    timeZone: MADRID_TIME_ZONE as 'Europe/Madrid',
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    counters: countersOver(range, tomorrow),
    previous: {
      from: previous.from.toISOString(),
      to: previous.to.toISOString(),
      counters: countersOver(previous, range.fromDate),
    },
    trend: {
      unit: period === 'LAST_WEEK' ? ('WEEK' as const) : ('DAY' as const),
      points: trend.map((point) => ({
        from: point.fromDate,
        to: point.toDate,
        counters: countersOver(point, point.toDate),
      })),
    },
  };
}
