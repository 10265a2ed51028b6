import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-schema';
import type { DashboardPeriodRange } from '../dashboard-period-range';

/** What every counter is computed over: the caller's scope as a literal channel list and one period. */
export type DashboardCounterInput = {
  db: Kysely<Database>;
  /** The caller's current channel and its descendants; never empty. */
  channels: readonly string[];
  range: DashboardPeriodRange;
};

/** One KPI card: a number for the scope and period, or null while its data does not exist yet. */
export type DashboardCounter = (input: DashboardCounterInput) => Promise<number | null>;
