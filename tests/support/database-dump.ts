import { type Kysely, sql } from 'kysely';
import type { Database } from '../../api/db/database-schema';

/** Every row of every table of the public schema, in a stable order: to prove a refused request changed nothing. */
export async function dumpDatabase(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const dump: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await sql<{
      row: unknown;
    }>`select to_jsonb(t) as row from ${sql.table(table_name)} t`.execute(db);
    dump[table_name] = rows.rows.map((r) => JSON.stringify(r.row)).sort();
  }
  return dump;
}
