import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../../api/db/create-database';
import { migrateToLatest } from '../../api/db/migrate-to-latest';
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
const TEMPLATE_WAIT_MS = 180_000;

/** Migrations and the PGlite version decide the template's content, so they name it. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.parse(await readFile(PGLITE_PACKAGE, 'utf8')).version);
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A migrated PGlite data directory shared by every test file (creating one costs seconds, copying it
 * milliseconds). Test files run in parallel processes: the first takes a lock directory and builds it, the
 * others wait for its ready marker.
 */
async function pgliteTemplate(): Promise<string> {
  const template = join(scratchDirectory(), `centralita-pglite-template-${await templateKey()}`);
  const ready = join(template, 'ready');
  const lock = `${template}.lock`;
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for the PGlite template ${template}`);
    try {
      await mkdir(lock);
    } catch {
      // Another process is building it; a lock left by a crashed run is taken over once it is old.
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > TEMPLATE_WAIT_MS / 2) await rm(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (existsSync(ready)) break;
      const building = `${template}.building-${process.pid}`;
      await rm(building, { recursive: true, force: true });
      const database = await createDatabase({ databaseUrl: null, dataDir: building });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
      await writeFile(join(building, 'ready'), new Date().toISOString());
      await rm(template, { recursive: true, force: true });
      await rename(building, template);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/**
 * An isolated database for one test file, chosen by CENTRALITA_TEST_DB (the vitest project sets it) unless `kind` says:
 * a copy of the migrated PGlite template, or a fresh database on the DATABASE_URL server.
 */
export async function createTestDatabase(
  kind: 'pglite' | 'postgres' = process.env.CENTRALITA_TEST_DB === 'postgres' ? 'postgres' : 'pglite',
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(scratchDirectory(), 'centralita-api-test-'));
  if (kind === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('a PostgreSQL test database needs DATABASE_URL');
    const name = `centralita_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
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

  await cp(join(await pgliteTemplate(), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return {
    kind: 'pglite',
    dataDir,
    databaseUrl: null,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}
