import type { Kysely } from 'kysely';
import { MADRID_TIME_ZONE } from '../../schema/domain/madrid-clock';
import type { DashboardPeriod } from '../../schema/domain/vocabulary/dashboard';
import type { DashboardCounters } from '../../schema/rest/dashboard';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { DASHBOARD_COUNTER_LIST } from './dashboard-counter-list';
import { dashboardPeriodRange } from './dashboard-period-range';

/** GET /counters: every card over the caller's channel subtree (resolved in SQL first, then a literal list). */
export async function computeDashboardCounters(
  db: Kysely<Database>,
  scopeChannel: string,
  period: DashboardPeriod,
  now: Date,
) {
  const range = dashboardPeriodRange(period, now);
  const channels = await channelSubtreeList(db, scopeChannel);
  const entries = Object.entries(DASHBOARD_COUNTER_LIST) as [
    keyof DashboardCounters,
    (typeof DASHBOARD_COUNTER_LIST)[keyof DashboardCounters],
  ][];
  const counters = {} as DashboardCounters;
  // One after another: on PGlite there is one connection anyway, and on PostgreSQL one request uses one.
  for (const [name, count] of entries) {
    counters[name] = channels.length === 0 ? 0 : await count({ db, channels, range });
  }
  return {
    period,
    timeZone: MADRID_TIME_ZONE as 'Europe/Madrid',
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    counters,
  };
}
