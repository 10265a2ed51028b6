import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database-schema';
import { chooseDniOffset } from './bench-customers';
import type { BenchScale } from './bench-scale-plan';
import type { BenchTableGenerator } from './bench-table-generator';
import { BENCH_TABLE_GENERATORS } from './bench-table-generators';
import { createBenchValuePools } from './bench-value-pools';

export type BenchSeedFigures = {
  tables: Array<{ table: string; rows: number; loadMs: number; indexMs: number }>;
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
async function deferSecondaryIndexes(db: Kysely<Database>, table: string): Promise<() => Promise<void>> {
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
  return async () => {
    for (const row of rows) await sql.raw(row.definition).execute(db);
  };
}

/**
 * Adds the bench-scale rows (issue 3: 1M lines, 200k customers, other tables in proportion) to a database holding
 * the demo world, which it builds on (brands, channels, catalogue). Each generator fills its table with
 * `insert ... select ... from generate_series` in batches of `batchSize`, every value a function of the row index
 * (deterministic on both engines); the table's secondary indexes are rebuilt after its load, and ANALYZE runs at
 * the end so the planner knows the new sizes.
 */
export async function seedBenchScale({
  db,
  scale,
  batchSize = 100_000,
  generators = BENCH_TABLE_GENERATORS,
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
    const loadStarted = performance.now();
    const recreateIndexes = await deferSecondaryIndexes(db, generator.table);
    let loadMs = 0;
    const indexStarted = { at: 0 };
    try {
      for (let from = 1; from <= rows; from += batchSize) {
        const to = Math.min(rows, from + batchSize - 1);
        await db.transaction().execute(async (trx) => {
          // Foreign-key checks cost half the load on PGlite; the rows reference what exists by construction
          // (tests/api/bench-seed.test.ts joins them back). Only a superuser may switch the checks off.
          if (superuser) await sql`set local session_replication_role = replica`.execute(trx);
          await generator.insertBatch({ ...context, db: trx }, from, to);
        });
        if (rows > batchSize) log(`bench: ${generator.table} ${to}/${rows}`);
      }
    } finally {
      loadMs = performance.now() - loadStarted;
      indexStarted.at = performance.now();
      await recreateIndexes();
    }
    const indexMs = performance.now() - indexStarted.at;
    figures.tables.push({ table: generator.table, rows, loadMs, indexMs });
    log(
      `bench: ${rows} ${generator.table} in ${Math.round(loadMs)} ms, indexes rebuilt in ${Math.round(indexMs)} ms`,
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
