import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { callbackQueryPool, type QueryLimits } from './callback-query-pool';
import type { Database } from './database-schema';
import {
  listenOnPglite,
  listenOnServer,
  type NotificationHandlers,
  type StopListening,
} from './notification-listener';
import { PglitePgConnection } from './pglite-pg-connection';
import { requestTransactionDialect } from './request-transaction';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** LISTEN on a notification channel of this database (see notification-listener.ts). */
  listen(
    channel: string,
    handlers: NotificationHandlers,
    onError: (error: unknown) => void,
  ): Promise<StopListening>;
  /** PGlite only: its data directory as an uncompressed tarball (api/maintenance/pglite-snapshot.ts makes it consistent). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: from now on a query waits at most this long for its answer (0: no limit). */
  limitQueries?: (timeoutMs: number) => void;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL server; null opens the embedded PGlite under `dataDir/pglite`. */
  databaseUrl: string | null;
  dataDir: string;
  /**
   * A pooled connection to the server failed while idle (the server restarted, or an administrator ended it).
   * The pool drops it and opens another when needed; without a listener, pg would throw and end the process.
   * Default: written to stderr.
   */
  onIdleConnectionError?: (error: unknown) => void;
  /** How long opening a connection, or waiting for a free one, may take before the query fails (default 10 s). */
  databaseConnectTimeoutMs?: number;
};

function reportIdleConnectionError(error: unknown): void {
  console.error('[db] an idle database connection failed; the pool replaces it', error);
}

/**
 * Every connection plans each execution of a prepared statement for its own values (prepared-statements.ts).
 * Issued on the pool's `connect`, so it runs before the first query the new client is handed out for.
 */
function planEveryExecution(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.query('set plan_cache_mode = force_custom_plan', (error) => {
      // The connection's next query meets the same failure and answers it to its caller.
      if (error) console.error('[db] a new connection could not set plan_cache_mode', error);
    });
  });
}

/**
 * One code path for both engines: Kysely's PostgresDialect over a pg.Pool (through callbackQueryPool). For PGlite the pool holds its
 * single in-process connection (pool size 1), so a transaction owns the database until it ends and a
 * query outside it cannot see its uncommitted rows.
 */
export async function createDatabase({
  databaseUrl,
  dataDir,
  onIdleConnectionError = reportIdleConnectionError,
  databaseConnectTimeoutMs = 10_000,
}: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    // A server that takes the connection and never answers (frozen, or gone without a reset) fails the request
    // after these limits instead of holding it forever (docs/decisions.md, "PostgreSQL restarted under load").
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: databaseConnectTimeoutMs,
      keepAlive: true,
    });
    const limits: QueryLimits = { timeoutMs: 0 };
    pool.on('error', onIdleConnectionError);
    planEveryExecution(pool);
    const db = new Kysely<Database>({
      dialect: requestTransactionDialect(new PostgresDialect({ pool: callbackQueryPool(pool, limits) })),
    });
    return {
      db,
      kind: 'postgres',
      limitQueries: (timeoutMs) => {
        limits.timeoutMs = timeoutMs;
      },
      listen: (channel, handlers, onError) => listenOnServer(databaseUrl, channel, handlers, onError),
      close: () => db.destroy(),
    };
  }

  const pgliteDir = join(dataDir, 'pglite');
  await mkdir(pgliteDir, { recursive: true });
  // pg_trgm backs the search indexes (migration 0013); PostgreSQL servers ship it in contrib.
  const pglite = await PGlite.create({ dataDir: pgliteDir, extensions: { pg_trgm } });
  // Idle clients are never closed: the pool's one client is all the in-process engine serves at a time.
  const connection = new PglitePgConnection(pglite);
  // pg's types know only its own Connection; this one has every method pg.Client calls (pglite-pg-connection.ts).
  const pool = new pg.Pool({ connection, max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig);
  planEveryExecution(pool);
  const db = new Kysely<Database>({
    dialect: requestTransactionDialect(new PostgresDialect({ pool: callbackQueryPool(pool) })),
  });
  return {
    db,
    kind: 'pglite',
    listen: (channel, handlers) => listenOnPglite(pglite, connection, channel, handlers),
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      await db.destroy();
      // Closing PGlite flushes its files; skipping it can lose the last writes.
      await pglite.close();
    },
  };
}
