import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database-schema';

/**
 * The tables migration 0022 counts with a statement trigger (`<table>_dashboard_insert`), each with the columns its
 * counting SQL (`dashboard_<table>_sql`) reads. The bulk load switches that trigger off for its batches and counts
 * the table's new rows once after the load, with the same SQL over just these columns: a count that reads a column
 * left out here fails loudly (no such column) rather than counting wrong.
 */
const COUNTED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  subscriptions: [
    'channel_id',
    'start_date',
    'end_date',
    'status',
    'family',
    'final_price_cents',
    'product_id',
  ],
  portabilities: ['channel_id', 'created_at', 'direction', 'donor_operator', 'receiver_operator', 'status'],
  processes: ['channel_id', 'created_at', 'type', 'status'],
  orders: ['channel_id', 'created_at', 'status', 'family', 'total_price_cents', 'deleted_at'],
  installations: ['channel_id', 'created_at', 'status'],
  shipments: ['channel_id', 'created_at', 'status'],
};

/** The counting trigger the bulk load switches off for `table`, or null when the table is not counted. */
export function countingTriggerOf(table: string): string | null {
  return COUNTED_COLUMNS[table] ? `${table}_dashboard_insert` : null;
}

/** The ids a table holds before its bulk load: the rows its counting trigger has already counted. */
export async function idsBeforeLoad(db: Kysely<Database>, table: string): Promise<string[]> {
  if (!COUNTED_COLUMNS[table]) return [];
  const { rows } = await sql<{ id: string }>`select id::text as id from ${sql.table(table)}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * Adds the rows of `table` that were not there before the load (`before`, from `idsBeforeLoad`) to
 * `dashboard_counts`, through the migration's own counting SQL: one aggregated upsert, the sum of what the insert
 * trigger would have added batch by batch (every row counts +1, so no group of a batch sums to zero either way).
 */
export async function countLoadedRows(db: Kysely<Database>, table: string, before: string[]): Promise<void> {
  const columns = COUNTED_COLUMNS[table];
  if (!columns) return;
  const changed = `select 1 as sign, ${columns.map((column) => `r.${column}`).join(', ')}
    from ${table} r left join unnest($1::text[]) as before (id) on before.id = r.id::text
    where before.id is null`;
  const { rows } = await sql<{ statement: string }>`
    select ${sql.raw(`dashboard_${table}_sql`)}(${changed}) as statement
  `.execute(db);
  const statement = rows[0]?.statement;
  if (!statement) throw new Error(`no counting SQL for ${table}`);
  await db.executeQuery(CompiledQuery.raw(statement, [`{${before.join(',')}}`]));
}
