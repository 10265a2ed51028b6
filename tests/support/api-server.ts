import { rm } from 'node:fs/promises';
import type { ApiLog } from '../../api/app';
import { startApiServer as startApi } from '../../api/start-api-server';
import { poolSignIn, startIdentityServer, type Tokens } from './identity-server';

export type { Tokens } from './identity-server';

import { type SeedWorld, seededWorld } from './seeded-world';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './test-database';

export type IdentityServer = Awaited<ReturnType<typeof startIdentityServer>>;

export type ApiServerOptions = {
  /** A running pool to use (and leave running); by default a fresh one is started and closed with the api. */
  identity?: IdentityServer;
  /** A database to use (and keep); by default a fresh one is created and dropped with the api. */
  database?: TestDatabase;
  /** AUTH_REVOCATION_CACHE_MS for the api. */
  revocationCacheMs?: number;
  /** Extra environment for the api (wins over the defaults above). */
  env?: Record<string, string>;
  /** What the api considers now; tests of business hours pass fixed instants. */
  clock?: () => Date;
};

export type ApiResponse = { status: number; headers: Headers; body: unknown };

const quietLog: ApiLog = {
  info: () => {},
  error: (line, error) => console.error(`[api] ${line}`, error),
};

/**
 * The real api on 127.0.0.1 (ephemeral port) against an isolated test database and a real identity pool,
 * with the demo world seeded, plus helpers to sign in through the pool and call the api over HTTP.
 */
export async function startApiServer(options: ApiServerOptions = {}) {
  // Nothing of its own given: a copy of the demo world seeded once for the run (tests/support/seeded-world.ts).
  const world =
    !options.identity && !options.database && options.env?.SEED_DEMO === undefined
      ? await seededWorld(testDatabaseKind(), seedOnce)
      : null;
  const identity =
    options.identity ?? (await startIdentityServer(world ? { dataDir: world.identityDataDir } : {}));
  const database = options.database ?? world?.database ?? (await createTestDatabase());
  const env = apiEnvironment(database, identity, {
    AUTH_REVOCATION_CACHE_MS: String(options.revocationCacheMs ?? 2000),
    ...options.env,
  });
  let running: Awaited<ReturnType<typeof startApi>>;
  try {
    running = await startApi(env, quietLog, options.clock);
  } catch (error) {
    if (!options.database) await database.drop();
    if (!options.identity) await identity.close();
    throw error;
  }

  /** USER_PASSWORD_AUTH against the pool, as Amplify does. */
  const signIn = (email: string, password = 'Demo1234!'): Promise<Tokens> =>
    poolSignIn(identity, email, password);

  /** Calls the api; `token` null sends no Authorization header; a string body is sent as is. */
  async function call(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<ApiResponse> {
    // A fresh connection per call: a reused one can meet the server closing it (ECONNRESET) on a loaded machine.
    const headers: Record<string, string> = { accept: 'application/json', connection: 'close' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${running.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, headers: res.headers, body: parsed };
  }

  return {
    url: running.url,
    server: running.server,
    app: running.api.app,
    identity,
    database,
    db: running.api.db,
    dbKind: running.api.dbKind,
    signIn,
    call,
    async close() {
      await running.close();
      if (!options.database) await database.drop();
      if (!options.identity) await identity.close();
      if (world) await rm(world.identityDataDir, { recursive: true, force: true });
    },
  };
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;

/**
 * The api's environment for a database and a pool, with the demo world seeded on an empty database and no periodic
 * sweep (tests call sweep steps themselves, at the instants they choose); `extra` wins.
 */
export function apiEnvironment(
  database: TestDatabase,
  identity: IdentityServer,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    COGNITO_USER_POOL_ID: identity.poolId,
    COGNITO_CLIENT_ID: identity.clientId,
    COGNITO_ISSUER: identity.issuer,
    COGNITO_ENDPOINT: identity.endpoint,
    IDP_ADMIN_ACCESS_KEY_ID: identity.adminCredentials.accessKeyId,
    IDP_ADMIN_SECRET_ACCESS_KEY: identity.adminCredentials.secretAccessKey,
    AUTH_REVOCATION_CACHE_MS: '2000',
    SEED_DEMO: 'true',
    SWEEP_INTERVAL_MS: '0',
    ...extra,
  };
}

/** Seeds the demo world as an api's first start does, for the seeded world's templates. */
const seedOnce: SeedWorld = async (identity, database) => {
  const api = await startApiServer({ identity, database, env: { SEED_DEMO: 'true' } });
  await api.close();
};
