import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { builtOnce } from './built-once';
import { startIdentityServer } from './identity-server';
import { scratchDirectory } from './scratch-directory';
import { createTestDatabase, type TestDatabase, templateKey } from './test-database';

type IdentityServer = Awaited<ReturnType<typeof startIdentityServer>>;

/** Seeds the demo world into `database` with accounts in `identity`'s pool (an api started and stopped on them). */
export type SeedWorld = (identity: IdentityServer, database: TestDatabase) => Promise<void>;

/** A fresh copy of the seeded demo world: its pool's data directory and its database. */
export type SeededWorld = { identityDataDir: string; database: TestDatabase };

const SOURCES = ['../../api/seed', '../../identity'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/** The migrations, PGlite's version, the seed and the pool's code decide the seeded world, so they name it. */
async function worldKey(): Promise<string> {
  const hash = createHash('sha256').update(await templateKey());
  for (const directory of SOURCES) {
    for (const file of (await readdir(directory)).filter((name) => name.endsWith('.ts')).sort()) {
      hash.update(file).update(await readFile(join(directory, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The demo world seeded once per run (a pool directory and a PGlite data directory), for every test file to copy:
 * seeding it for each api a test starts cost seconds each, a copy milliseconds.
 */
function pgliteWorld(key: string, seed: SeedWorld): Promise<string> {
  return builtOnce(join(scratchDirectory(), `centralita-seeded-world-${key}`), async (building) => {
    const identity = await startIdentityServer({ dataDir: join(building, 'pool') });
    const database = await createTestDatabase('pglite');
    try {
      await seed(identity, database);
      await cp(join(database.dataDir, 'pglite'), join(building, 'pglite'), { recursive: true });
    } finally {
      await identity.close();
      await database.drop();
    }
  });
}

/**
 * The same world as a PostgreSQL template database, seeded with a copy of the PGlite world's pool (the accounts
 * keep their pool usernames), built once under an advisory lock and marked ready with a comment.
 */
async function postgresWorld(key: string, world: string, seed: SeedWorld): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('a PostgreSQL test database needs DATABASE_URL');
  const name = `centralita_world_${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rows } = await admin.query<{ ready: string | null }>(
      'select shobj_description(oid, $2) as ready from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    if (rows[0]?.ready === 'ready') return name;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const identity = await startIdentityServer({ dataDir: await copyOfPool(world) });
    const dataDir = await mkdtemp(join(scratchDirectory(), 'centralita-world-'));
    try {
      await seed(identity, { kind: 'postgres', dataDir, databaseUrl: url.toString(), drop: async () => {} });
    } finally {
      await identity.close();
      await rm(identity.dataDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
    await admin.query(`comment on database ${name} is 'ready'`);
    return name;
  } finally {
    await admin.end();
  }
}

async function copyOfPool(world: string): Promise<string> {
  const directory = await mkdtemp(join(scratchDirectory(), 'centralita-idp-'));
  await cp(join(world, 'pool'), directory, { recursive: true });
  return directory;
}

/** A copy of the seeded demo world for one api, on the engine `kind`. */
export async function seededWorld(kind: TestDatabase['kind'], seed: SeedWorld): Promise<SeededWorld> {
  const key = await worldKey();
  const world = await pgliteWorld(key, seed);
  const database =
    kind === 'postgres'
      ? await createTestDatabase('postgres', { postgresTemplate: await postgresWorld(key, world, seed) })
      : await createTestDatabase('pglite', { pgliteDataDir: world });
  return { identityDataDir: await copyOfPool(world), database };
}
