import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-schema';
import type { BenchScale } from './bench-scale-plan';
import type { BenchValuePools } from './bench-value-pools';

/** What every per-table generator is given. */
export type BenchContext = {
  db: Kysely<Database>;
  scale: BenchScale;
  pools: BenchValuePools;
  /** Added to every customer's DNI digits so that none equals a demo customer's (see `chooseDniOffset`). */
  dniOffset: number;
  /** Rows per `insert ... select` statement (each its own transaction). */
  batchSize: number;
};

/**
 * One table of the bench-scale world. The seed runs the generators in list order (api/seed/bench-scale/
 * bench-table-generators.ts), skipping those whose table does not exist yet, so a table added by a later migration
 * gets its bench rows by adding a generator to that list.
 */
export type BenchTableGenerator = {
  /** The table written; its secondary indexes are dropped during the load and rebuilt after it. */
  table: string;
  /** How many rows this table gets at a scale. */
  rows(scale: BenchScale): number;
  /**
   * Row triggers of the table the bulk load switches off for its batches, because the rows written already hold what
   * they would write (tests/api/bench-seed.test.ts compares the two). The dashboard's counting triggers are handled
   * by the seed itself (api/seed/bench-scale/bench-dashboard-counts.ts).
   */
  bulkSkipsTriggers?: readonly string[];
  /** Inserts rows [from, to] (1-based, inclusive) in one statement. */
  insertBatch(context: BenchContext, from: number, to: number): Promise<void>;
};
