import { type Kysely, sql } from 'kysely';
import type { Database } from '../../api/db/database-schema';

async function publicTables(db: Kysely<Database>) {
  return sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
}

/** Every row of every table of the public schema, in a stable order: to prove a refused request changed nothing. */
export async function dumpDatabase(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const tables = await publicTables(db);
  const dump: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await sql<{
      row: unknown;
    }>`select to_jsonb(t) as row from ${sql.table(table_name)} t`.execute(db);
    dump[table_name] = rows.rows.map((r) => JSON.stringify(r.row)).sort();
  }
  return dump;
}

/**
 * What `dumpDatabase` proves, computed in the database: each table's row count and a digest of its rows in a stable
 * order, in one round trip. For the many "nothing changed" checks; a difference names the tables that changed.
 */
export async function fingerprintDatabase(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await publicTables(db);
  const perTable = tables.rows.map(
    ({ table_name }) => sql`select ${table_name}::text as name,
      count(*) || ':' || coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as print
      from ${sql.table(table_name)} t`,
  );
  const { rows } = await sql<{
    name: string;
    print: string;
  }>`${sql.join(perTable, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
