import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_TABLE = 'schema_migrations';

/** The migration files, in the order they apply. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file)).sort();
}

/** Plain SQL files `NNNN-name.sql`, applied in name order; there are no down migrations. */
const sqlFileMigrations: MigrationProvider = {
  async getMigrations() {
    const files = await migrationFiles();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await readFile(`${MIGRATIONS_DIR}/${file}`, 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  },
};

/**
 * Whether the database has applied exactly the migration files there are, read in one query (after one asking
 * whether the table exists): the start of an up-to-date database then skips the migrator, whose lock, table checks
 * and reading of every file took a second of a restart. Any difference (a new file, or a name the files no longer
 * have) goes to the migrator, which applies or reports it.
 */
async function everyMigrationApplied<DB>(db: Kysely<DB>): Promise<boolean> {
  // A new database has no table yet: asked first, so that no failed statement lands in the server's log.
  const { rows: tables } = await sql<{ present: boolean }>`
    select to_regclass(${MIGRATION_TABLE}) is not null as present`.execute(db);
  if (!tables[0]?.present) return false;
  const [files, { rows }] = await Promise.all([
    migrationFiles(),
    sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db),
  ]);
  const applied = new Set(rows.map((row) => row.name));
  return applied.size === files.length && files.every((file) => applied.has(file.replace(/\.sql$/, '')));
}

/**
 * Applies pending migrations in one transaction under the migrator's lock, so concurrent starts of several
 * api instances apply each file once. Returns the names applied now.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  if (await everyMigrationApplied(db)) return [];
  const migrator = new Migrator({
    db,
    provider: sqlFileMigrations,
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '(setup)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
