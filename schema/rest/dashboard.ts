import { z } from 'zod';
import { dashboardPeriodSchema } from '../domain/vocabulary/dashboard-schemas';
import {
  cataloguePerformanceQuery,
  cataloguePerformanceResponse,
  dashboardChartsQuery,
  dashboardChartsResponse,
  salesAnalyticsQuery,
  salesAnalyticsResponse,
} from './dashboard-analytics';
import { defineEndpoint } from './endpoint';

const isoTimestamp = z.string();
/** A Madrid calendar day, YYYY-MM-DD. */
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /counters: the KPI cards of the dashboard for one period. */
export const getCountersQuery = z.object({ period: dashboardPeriodSchema.default('TODAY') });

/**
 * Flows (activations, terminations, port-ins, port-outs, sales, events) count what happened in the period; the
 * live base and recurring revenue are snapshots of now and do not depend on it. Null: no data yet.
 */
export const dashboardCountersSchema = z.object({
  sales: z.number().int().nullable(),
  activations: z.number().int().nullable(),
  /** Euro cents per month. */
  recurringRevenue: z.number().int().nullable(),
  terminations: z.number().int().nullable(),
  liveLines: z.number().int().nullable(),
  portIns: z.number().int().nullable(),
  portOuts: z.number().int().nullable(),
  events: z.number().int().nullable(),
});
export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;

/** One point of a card's trend: the counters over whole Madrid days [from, to). */
export const dashboardTrendPointSchema = z.object({
  from: calendarDate,
  /** Exclusive. */
  to: calendarDate,
  counters: dashboardCountersSchema,
});

export const getCountersResponse = z.object({
  period: dashboardPeriodSchema,
  timeZone: z.literal('Europe/Madrid'),
  /** The period as instants: from inclusive, to exclusive (whole Madrid days). */
  from: isoTimestamp,
  to: isoTimestamp,
  counters: dashboardCountersSchema,
  /**
   * The period before, of the same length (the day before, the seven days before). Snapshots (live lines, recurring
   * revenue) read as they stood when the period began, reconstructed from the lines' start and end dates.
   */
  previous: z.object({ from: isoTimestamp, to: isoTimestamp, counters: dashboardCountersSchema }),
  /**
   * The trend each card draws, oldest first, its last point the period itself: 14 days for TODAY and YESTERDAY,
   * 8 weeks of seven days for LAST_WEEK. Snapshots read as they stood at the end of each point (now, for today).
   */
  trend: z.object({ unit: z.enum(['DAY', 'WEEK']), points: z.array(dashboardTrendPointSchema) }),
});

/** GET /news: announcements of the caller's brand and of the operator to every brand, newest first. */
export const listNewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const newsItemSchema = z.object({
  id: z.string(),
  /** null: published by the operator for every brand. */
  brandId: z.string().nullable(),
  locale: z.enum(['es', 'ca', 'en', 'br']),
  title: z.string(),
  body: z.string(),
  publishedAt: isoTimestamp,
});
export const listNewsResponse = z.object({ items: z.array(newsItemSchema) });

export const dashboardEndpoints = {
  getDashboardCharts: defineEndpoint({
    id: 'getDashboardCharts',
    method: 'GET',
    path: '/dashboard/charts',
    summary:
      "The dashboard's charts over the caller's channel subtree: lines by status now, the period's orders by status, its portabilities by operator, and the queues' backlog by age",
    access: 'admin',
    query: dashboardChartsQuery,
    queryExample: { period: 'TODAY' },
    response: dashboardChartsResponse,
  }),
  getSalesAnalytics: defineEndpoint({
    id: 'getSalesAnalytics',
    method: 'GET',
    path: '/dashboard/sales',
    summary:
      "Sales (orders launched) over a range of Madrid days, by day, family, sub-channel and product, in the caller's channel subtree",
    access: 'admin',
    query: salesAnalyticsQuery,
    queryExample: { from: '2026-11-01', to: '2026-11-27' },
    response: salesAnalyticsResponse,
  }),
  getCataloguePerformance: defineEndpoint({
    id: 'getCataloguePerformance',
    method: 'GET',
    path: '/dashboard/catalogue',
    summary:
      "The catalogue's performance over a range of Madrid days: each product's units sold, revenue, promotions used and active lines",
    access: 'admin',
    query: cataloguePerformanceQuery,
    queryExample: { from: '2026-11-01', to: '2026-11-27' },
    response: cataloguePerformanceResponse,
  }),
  getCounters: defineEndpoint({
    id: 'getCounters',
    method: 'GET',
    path: '/counters',
    summary:
      "Dashboard KPIs for today, yesterday or the last week (Madrid days), over the caller's channel subtree",
    access: 'admin',
    query: getCountersQuery,
    queryExample: { period: 'LAST_WEEK' },
    response: getCountersResponse,
  }),
  listNews: defineEndpoint({
    id: 'listNews',
    method: 'GET',
    path: '/news',
    summary: "Published announcements for the caller's brand (and for every brand), newest first",
    access: 'agent',
    query: listNewsQuery,
    queryExample: { limit: '10' },
    response: listNewsResponse,
  }),
};
