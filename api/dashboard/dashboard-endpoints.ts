import type { Kysely } from 'kysely';
import { dashboardEndpoints } from '../../schema/rest/dashboard';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { listNews } from '../news/list-news';
import { computeCataloguePerformance } from './compute-catalogue-performance';
import { computeDashboardCharts } from './compute-dashboard-charts';
import { computeDashboardCounters } from './compute-dashboard-counters';
import { computeSalesAnalytics } from './compute-sales-analytics';

/** GET /counters, the dashboard's charts and analytics, and GET /news: scoped to the caller's current channel. */
export function createDashboardEndpoints({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  return [
    implement(dashboardEndpoints.getCounters, ({ caller, query }) =>
      computeDashboardCounters(db, caller.user.channel_id, query.period, clock()),
    ),
    implement(dashboardEndpoints.getDashboardCharts, ({ caller, query }) =>
      computeDashboardCharts(db, caller.user.channel_id, query.period, clock()),
    ),
    implement(dashboardEndpoints.getSalesAnalytics, ({ caller, query }) =>
      computeSalesAnalytics(db, caller.user.channel_id, query),
    ),
    implement(dashboardEndpoints.getCataloguePerformance, ({ caller, query }) =>
      computeCataloguePerformance(db, caller.user.channel_id, query),
    ),
    implement(dashboardEndpoints.listNews, ({ caller, query }) =>
      listNews(db, caller.user.channel_id, query.limit, clock()),
    ),
  ];
}
