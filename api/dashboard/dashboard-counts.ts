import type { Kysely } from 'kysely';
import type { DashboardCountsTable } from '../db/dashboard-tables';
import type { Database } from '../db/database-schema';

/** What migration 0022 counts, by the name its rows carry in `metric`. */
export type DashboardMetric =
  | 'activations'
  | 'terminations'
  | 'lines'
  | 'product_lines'
  | 'port_ins'
  | 'port_outs'
  | 'events'
  | 'orders'
  | 'sales'
  | 'product_sales'
  | 'promotion_sales'
  | 'backlog';

export type DashboardCountsDatabase = Kysely<Database & { dashboard_counts: DashboardCountsTable }>;

/** The database with migration 0022's table, which only the dashboard reads. */
export function dashboardCounts(db: Kysely<Database>): DashboardCountsDatabase {
  return db.withTables<{ dashboard_counts: DashboardCountsTable }>();
}

/** A sum read back from the database: bigint sums arrive as text on both engines. */
export function wholeNumber(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}
