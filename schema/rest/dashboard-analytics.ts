import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
import {
  ANALYTICS_MAX_RANGE_DAYS,
  DASHBOARD_BACKLOG_AGES,
  DASHBOARD_BACKLOG_QUEUE_NAMES,
} from '../domain/vocabulary/dashboard';
import { dashboardPeriodSchema } from '../domain/vocabulary/dashboard-schemas';
import { orderStatusSchema } from '../domain/vocabulary/order';
import { portabilityDirectionSchema } from '../domain/vocabulary/portability';
import { PRODUCT_STATUSES } from '../domain/vocabulary/product';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { SUBSCRIPTION_STATUSES } from '../domain/vocabulary/subscription';

/** A Madrid calendar day, YYYY-MM-DD, that exists. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DOMAIN_VALIDATION_MESSAGES.invalidDate })
  // zod runs this after a failed regex too, and toISOString throws on an invalid date ("2026-13-01", "xyz").
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: DOMAIN_VALIDATION_MESSAGES.invalidDate },
  );
const count = z.number().int();
const familySchema = productFamilySchema;

/** GET /dashboard/charts: the charts below the cards, for the same periods. */
export const dashboardChartsQuery = z.object({ period: dashboardPeriodSchema.default('TODAY') });

export const dashboardChartsResponse = z.object({
  period: dashboardPeriodSchema,
  /** The period as instants: from inclusive, to exclusive (whole Madrid days). */
  from: z.string(),
  to: z.string(),
  /** Every line now by status (whatever the period), with its monthly price in cents. */
  linesByStatus: z.array(
    z.object({ status: z.enum(SUBSCRIPTION_STATUSES), lines: count, monthlyCents: count }),
  ),
  /** The orders created in the period by the status they are in now, in lifecycle order (drafts first). */
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, orders: count, totalCents: count })),
  /**
   * The orders created in the period that reached at least each stage of ORDER_FUNNEL_STAGES (status now or in
   * their history), every stage in funnel order, INITIATED first.
   */
  orderFunnel: z.array(z.object({ stage: orderStatusSchema, orders: count })),
  /** Portabilities requested in the period: IN by donor operator, OUT by receiving operator, largest first. */
  portabilitiesByOperator: z.array(
    z.object({ direction: portabilityDirectionSchema, operator: z.string(), portabilities: count }),
  ),
  /** Each queue's waiting items (DASHBOARD_BACKLOG_QUEUES) now, by age in Madrid days since their creation. */
  backlog: z.array(
    z.object({
      queue: z.enum(DASHBOARD_BACKLOG_QUEUE_NAMES as [string, ...string[]]),
      status: z.string(),
      total: count,
      ages: z.array(
        z.object({
          age: z.enum(DASHBOARD_BACKLOG_AGES.map((bucket) => bucket.age) as [string, ...string[]]),
          items: count,
        }),
      ),
    }),
  ),
});
export type DashboardCharts = z.infer<typeof dashboardChartsResponse>;

/** A range of whole Madrid days, both ends included, at most ANALYTICS_MAX_RANGE_DAYS long. */
export const analyticsRangeQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .refine(({ from, to }) => from <= to, { error: DOMAIN_VALIDATION_MESSAGES.invalidDate, path: ['to'] })
  .refine(
    ({ from, to }) =>
      (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 <
      ANALYTICS_MAX_RANGE_DAYS,
    { error: DOMAIN_VALIDATION_MESSAGES.invalidDate, path: ['to'] },
  );
export type AnalyticsRange = z.infer<typeof analyticsRangeQuery>;

export const salesAnalyticsQuery = analyticsRangeQuery;

const salesFigures = { sales: count, revenueCents: count };

/** Sales are orders counted once, on the Madrid day of their first launch; revenue is their total in cents. */
export const salesAnalyticsResponse = z.object({
  from: calendarDate,
  to: calendarDate,
  totals: z.object(salesFigures),
  /** Every day of the range, oldest first (zeros included). */
  byDay: z.array(z.object({ date: calendarDate, ...salesFigures })),
  byFamily: z.array(z.object({ family: familySchema, ...salesFigures })),
  /** The caller's channel and each channel below it that sold, largest first. */
  byChannel: z.array(z.object({ channelId: z.string(), channelName: z.string(), ...salesFigures })),
  /** Contracted products of those orders: units and their prices in cents. null productId: not in the catalogue. */
  byProduct: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      family: familySchema.nullable(),
      units: count,
      revenueCents: count,
    }),
  ),
});
export type SalesAnalytics = z.infer<typeof salesAnalyticsResponse>;

export const cataloguePerformanceQuery = analyticsRangeQuery;

/** Every catalogue product of the caller's subtree, with what it sold in the range and its active lines now. */
export const cataloguePerformanceResponse = z.object({
  from: calendarDate,
  to: calendarDate,
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      family: familySchema,
      status: z.enum(PRODUCT_STATUSES),
      /** Catalogue price with tax and with its promotions, in cents. */
      priceCents: count,
      promotions: count,
      unitsSold: count,
      revenueCents: count,
      /** Units sold while the product had a promotion. */
      promotionUnits: count,
      activeLines: count,
      /** Monthly price of its active lines, in cents. */
      activeMonthlyCents: count,
    }),
  ),
});
export type CataloguePerformance = z.infer<typeof cataloguePerformanceResponse>;
