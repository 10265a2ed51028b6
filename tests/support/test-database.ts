import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../../api/db/create-database';
import { migrateToLatest } from '../../api/db/migrate-to-latest';
import { builtOnce } from './built-once';
import { scratchDirectory } from './scratch-directory';

export type TestDatabase = {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR for the api: holds the PGlite files in PGlite mode. */
  dataDir: string;
  /** DATABASE_URL for the api in PostgreSQL mode, null for PGlite. */
  databaseUrl: string | null;
  /** Deletes the database and its files. */
  drop(): Promise<void>;
};

const MIGRATIONS_DIR = fileURLToPath(new URL('../../api/db/migrations', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(
  new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
);

/** Migrations and the PGlite version decide the template's content, so they name it. */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')).version);
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory shared by every test file (creating one costs seconds, copying it
 * milliseconds).
 */
function pgliteTemplate(): Promise<string> {
  return templateKey().then((key) =>
    builtOnce(join(scratchDirectory(), `centralita-pglite-template-${key}`), async (building) => {
      const database = await createDatabase({ databaseUrl: null, dataDir: building });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
    }),
  );
}

/** A copy of the migrated PGlite template in a fresh data directory. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  await cp(join(await pgliteTemplate(), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}

/** The engine the vitest project asks for (CENTRALITA_TEST_DB). */
export function testDatabaseKind(): TestDatabase['kind'] {
  return process.env.CENTRALITA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * An isolated database for one test file, chosen by CENTRALITA_TEST_DB (the vitest project sets it) unless `kind` says:
 * a copy of the migrated PGlite template, or a fresh database on the DATABASE_URL server.
 */
export async function createTestDatabase(
  kind: TestDatabase['kind'] = testDatabaseKind(),
  /** Where its content comes from: a PGlite data directory to copy, or a PostgreSQL database to use as template. */
  from?: { pgliteDataDir: string } | { postgresTemplate: string },
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(scratchDirectory(), 'centralita-api-test-'));
  if (kind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('a PostgreSQL test database needs DATABASE_URL');
    const name = `centralita_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const template = from && 'postgresTemplate' in from ? ` template ${from.postgresTemplate}` : '';
      await admin.query(`create database ${name}${template}`);
    } finally {
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      kind: 'postgres',
      dataDir,
      databaseUrl: url.toString(),
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        try {
          await client.query(`drop database if exists ${name} with (force)`);
        } finally {
          await client.end();
        }
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  if (from && 'pgliteDataDir' in from)
    await cp(join(from.pgliteDataDir, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  else await copyPgliteTemplate(dataDir);
  return {
    kind: 'pglite',
    dataDir,
    databaseUrl: null,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
