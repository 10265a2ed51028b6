import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Plain SQL files `NNNN-name.sql`, applied in name order; there are no down migrations. */
const sqlFileMigrations: MigrationProvider = {
  async getMigrations() {
    const files = (await readdir(MIGRATIONS_DIR))
      .filter((file) => /^\d{4}-[a-z0-9-]+\.sql$/.test(file))
      .sort();
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
 * Applies pending migrations in one transaction under the migrator's lock, so concurrent starts of several
 * api instances apply each file once. Returns the names applied now.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: sqlFileMigrations,
    migrationTableName: 'schema_migrations',
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
