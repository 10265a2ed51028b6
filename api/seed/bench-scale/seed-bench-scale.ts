import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database-schema';
import { chooseDniOffset } from './bench-customers';
import { countingTriggerOf, countLoadedRows, idsBeforeLoad } from './bench-dashboard-counts';
import type { BenchScale } from './bench-scale-plan';
import type { BenchTableGenerator } from './bench-table-generator';
import { BENCH_TABLE_GENERATORS } from './bench-table-generators';
import { createBenchValuePools } from './bench-value-pools';

export type BenchSeedFigures = {
  /** countMs: adding the loaded rows to the dashboard's counts (0 when the triggers counted them). */
  tables: Array<{ table: string; rows: number; loadMs: number; countMs: number; indexMs: number }>;
  /** Tables of the list that do not exist (yet) in this database. */
  skipped: string[];
  analyzeMs: number;
  totalMs: number;
};

export type BenchSeedOptions = {
  db: Kysely<Database>;
  scale: BenchScale;
  /** Rows per statement. */
  batchSize?: number;
  generators?: readonly BenchTableGenerator[];
  /**
   * Bulk load (the default): each batch switches off, inside its own transaction, the triggers whose work the rows
   * already carry or that the seed does once after the table's load (the dashboard's counts). False lets every
   * trigger fire row by row and statement by statement, as any other write: the reference the tests compare with.
   */
  bulk?: boolean;
  log?: (line: string) => void;
};

async function tableExists(db: Kysely<Database>, table: string): Promise<boolean> {
  const { rows } = await sql<{
    found: string | null;
  }>`select to_regclass(${`public.${table}`})::text as found`.execute(db);
  return rows[0]?.found != null;
}

/** Indexes a trigger probes for every row written (migration 0015's line JSON reads a head line's base lines). */
const PROBED_BY_TRIGGERS = ['subscriptions_shared_idx'];

/**
 * Drops the table's indexes that back no constraint and answers a function that creates them again. Building an
 * index once over the loaded rows is several times cheaper than maintaining it row by row (on PGlite 3.7 s against
 * 2.0 s for 100k rows with four indexes); primary keys, unique constraints and indexes a trigger probes stay.
 */
async function deferSecondaryIndexes(
  db: Kysely<Database>,
  table: string,
): Promise<(db: Kysely<Database>) => Promise<void>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select quote_ident(index_class.relname) as name, pg_get_indexdef(ix.indexrelid) as definition
    from pg_index ix
    join pg_class index_class on index_class.oid = ix.indexrelid
    where ix.indrelid = ${`public.${table}`}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = ix.indexrelid)
      and index_class.relname <> all(${PROBED_BY_TRIGGERS})
    order by index_class.relname
  `.execute(db);
  for (const row of rows) await sql.raw(`drop index ${row.name}`).execute(db);
  return async (trx) => {
    for (const row of rows) await sql.raw(row.definition).execute(trx);
  };
}

/** Sort and index-build memory for the load's statements and index builds (the defaults are 4 and 64 MB). */
const BULK_MEMORY = '256MB';

type TriggerState = { name: string; enabled: string };

/** The named triggers of `table` that exist, with how each is enabled (pg_trigger.tgenabled: O, A, R or D). */
async function triggerStates(
  db: Kysely<Database>,
  table: string,
  names: readonly string[],
): Promise<TriggerState[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<TriggerState>`
    select tgname as name, tgenabled::text as enabled from pg_trigger
    where tgrelid = ${`public.${table}`}::regclass and tgname = any(${[...names]}::text[]) and not tgisinternal
    order by tgname
  `.execute(db);
  return rows;
}

/** Enables a trigger again as it was (A: also under session_replication_role = replica, as migrations set them). */
function enableTrigger(table: string, { name, enabled }: TriggerState): string | null {
  const mode = { O: 'enable trigger', A: 'enable always trigger', R: 'enable replica trigger' }[enabled];
  return mode ? `alter table ${table} ${mode} ${name}` : null;
}

/**
 * Adds the bench-scale rows (issue 3: 1M lines, 200k customers, other tables in proportion) to a database holding
 * the demo world, which it builds on (brands, channels, catalogue). Each generator fills its table with
 * `insert ... select ... from generate_series` in batches of `batchSize`, every value a function of the row index
 * (deterministic on both engines); the table's secondary indexes are rebuilt after its load, and ANALYZE runs at
 * the end so the planner knows the new sizes. In bulk (the default) each batch runs with the row triggers whose
 * work the rows already carry (the lines' list JSON) and the dashboard's counting trigger switched off, and the
 * table's new rows are counted once after its load by the same counting SQL (docs/decisions.md, "The bench seed").
 */
export async function seedBenchScale({
  db,
  scale,
  batchSize = 100_000,
  generators = BENCH_TABLE_GENERATORS,
  bulk = true,
  log = () => {},
}: BenchSeedOptions): Promise<BenchSeedFigures> {
  const started = performance.now();
  const pools = createBenchValuePools();
  const dniOffset = await chooseDniOffset(db, scale.customers);
  const context = { db, scale, pools, dniOffset, batchSize };
  const { rows: roles } = await sql<{ superuser: boolean }>`
    select rolsuper as superuser from pg_roles where rolname = current_user
  `.execute(db);
  const superuser = roles[0]?.superuser === true;
  const figures: BenchSeedFigures = { tables: [], skipped: [], analyzeMs: 0, totalMs: 0 };

  for (const generator of generators) {
    if (!(await tableExists(db, generator.table))) {
      figures.skipped.push(generator.table);
      log(`bench: no table ${generator.table} yet, skipped`);
      continue;
    }
    const rows = generator.rows(scale);
    const countingTrigger = countingTriggerOf(generator.table);
    const skipped = bulk
      ? await triggerStates(db, generator.table, [
          ...(generator.bulkSkipsTriggers ?? []),
          ...(countingTrigger ? [countingTrigger] : []),
        ])
      : [];
    const countedBefore =
      bulk && skipped.some((trigger) => trigger.name === countingTrigger)
        ? await idsBeforeLoad(db, generator.table)
        : null;
    const loadStarted = performance.now();
    const recreateIndexes = await deferSecondaryIndexes(db, generator.table);
    let loadMs = 0;
    let countMs = 0;
    const indexStarted = { at: 0 };
    try {
      for (let from = 1; from <= rows; from += batchSize) {
        const to = Math.min(rows, from + batchSize - 1);
        await db.transaction().execute(async (trx) => {
          // Foreign-key checks cost half the load on PGlite; the rows reference what exists by construction
          // (tests/api/bench-seed.test.ts joins them back). Only a superuser may switch the checks off.
          if (superuser) await sql`set local session_replication_role = replica`.execute(trx);
          if (bulk) await sql.raw(`set local work_mem = '${BULK_MEMORY}'`).execute(trx);
          // Switched off and on again within the batch's transaction: no other transaction ever sees them off,
          // and a batch that fails leaves them as they were.
          for (const trigger of skipped) {
            await sql.raw(`alter table ${generator.table} disable trigger ${trigger.name}`).execute(trx);
          }
          await generator.insertBatch({ ...context, db: trx }, from, to);
          for (const trigger of skipped) {
            const statement = enableTrigger(generator.table, trigger);
            if (statement) await sql.raw(statement).execute(trx);
          }
        });
        if (rows > batchSize) log(`bench: ${generator.table} ${to}/${rows}`);
      }
      loadMs = performance.now() - loadStarted;
      if (countedBefore) {
        const countStarted = performance.now();
        await db.transaction().execute(async (trx) => {
          await sql.raw(`set local work_mem = '${BULK_MEMORY}'`).execute(trx);
          await countLoadedRows(trx, generator.table, countedBefore);
        });
        countMs = performance.now() - countStarted;
      }
    } finally {
      if (loadMs === 0) loadMs = performance.now() - loadStarted;
      indexStarted.at = performance.now();
      await db.transaction().execute(async (trx) => {
        if (bulk) await sql.raw(`set local maintenance_work_mem = '${BULK_MEMORY}'`).execute(trx);
        await recreateIndexes(trx);
      });
    }
    const indexMs = performance.now() - indexStarted.at;
    figures.tables.push({ table: generator.table, rows, loadMs, countMs, indexMs });
    log(
      `bench: ${rows} ${generator.table} in ${Math.round(loadMs)} ms, counted in ${Math.round(countMs)} ms, indexes rebuilt in ${Math.round(indexMs)} ms`,
    );
  }

  const analyzeStarted = performance.now();
  await sql`analyze`.execute(db);
  figures.analyzeMs = performance.now() - analyzeStarted;
  figures.totalMs = performance.now() - started;
  log(
    `bench: analyze in ${Math.round(figures.analyzeMs)} ms; bench rows in ${Math.round(figures.totalMs)} ms`,
  );
  return figures;
}
