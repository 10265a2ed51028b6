import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** The KPI cards of the dashboard. */
export const DASHBOARD_COUNTERS = [
  'SALES',
  'ACTIVATIONS',
  'RECURRING_REVENUE',
  'TERMINATIONS',
  'LIVE_LINES',
  'PORT_INS',
  'PORT_OUTS',
  'EVENTS',
] as const;
export const dashboardCounterSchema = z.enum(DASHBOARD_COUNTERS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type DashboardCounter = z.infer<typeof dashboardCounterSchema>;

/** The periods the dashboard counters are computed for. */
export const DASHBOARD_PERIODS = ['TODAY', 'YESTERDAY', 'LAST_WEEK'] as const;
export const dashboardPeriodSchema = z.enum(DASHBOARD_PERIODS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;
