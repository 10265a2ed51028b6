import type { NumberSeries } from '../db/brand-settings-tables';

/** The series a brand starts with until its admin sets its own (docs/rest-api.md "Number series"). */
export const NUMBER_SERIES_DEFAULTS: Record<NumberSeries, { prefix: string; nextNumber: number }> = {
  INVOICE: { prefix: 'FAC-YYYY-', nextNumber: 1 },
  CREDIT_NOTE: { prefix: 'AB-YYYY-', nextNumber: 1 },
};
