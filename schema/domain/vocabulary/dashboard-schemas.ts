import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { DASHBOARD_COUNTERS, DASHBOARD_PERIODS } from './dashboard';

export const dashboardCounterSchema = z.enum(DASHBOARD_COUNTERS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});

export const dashboardPeriodSchema = z.enum(DASHBOARD_PERIODS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
