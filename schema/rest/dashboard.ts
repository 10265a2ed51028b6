import { z } from 'zod';
import { dashboardPeriodSchema } from '../domain/vocabulary/dashboard';
import { defineEndpoint } from './endpoint';

const isoTimestamp = z.string();

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

export const getCountersResponse = z.object({
  period: dashboardPeriodSchema,
  timeZone: z.literal('Europe/Madrid'),
  /** The period as instants: from inclusive, to exclusive (whole Madrid days). */
  from: isoTimestamp,
  to: isoTimestamp,
  counters: dashboardCountersSchema,
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
  getCounters: defineEndpoint({
    id: 'getCounters',
    method: 'GET',
    path: '/counters',
    summary:
      "Dashboard KPIs for today, yesterday or the last week (Madrid days), over the caller's channel subtree",
    access: 'admin',
    query: getCountersQuery,
    response: getCountersResponse,
  }),
  listNews: defineEndpoint({
    id: 'listNews',
    method: 'GET',
    path: '/news',
    summary: "Published announcements for the caller's brand (and for every brand), newest first",
    access: 'agent',
    query: listNewsQuery,
    response: listNewsResponse,
  }),
};
