import type { Kysely } from 'kysely';
import { dashboardEndpoints } from '../../schema/rest/dashboard';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { listNews } from '../news/list-news';
import { computeDashboardCounters } from './compute-dashboard-counters';

/** GET /counters and GET /news: the dashboard, scoped to the caller's current channel. */
export function createDashboardEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  return [
    implement(dashboardEndpoints.getCounters, ({ caller, query }) =>
      computeDashboardCounters(db, caller.user.channel_id, query.period, clock()),
    ),
    implement(dashboardEndpoints.listNews, ({ caller, query }) =>
      listNews(db, caller.user.channel_id, query.limit, clock()),
    ),
  ];
}
