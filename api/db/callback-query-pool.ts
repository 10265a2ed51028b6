import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { preparedStatements } from './prepared-statements';

function ignoreCheckedOutClientError(): void {}

/** Read at every query, so that a limit can be set once migrations and seeding are done. */
export type QueryLimits = {
  /** How long a query may wait for its answer before it fails and its connection is dropped; 0: no limit. */
  timeoutMs: number;
};

// pg's error when query_timeout runs out; the query is still on the connection, so the connection is dropped.
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * Kysely's pool over a pg.Pool whose clients run every query through pg's callback API, wrapped in a promise
 * of our own, instead of pg's promise API.
 *
 * Why: with pg's promise API each answer (its Result and row strings) survived the next young-generation
 * collection and was promoted. V8 pretenured objects of that path (`--trace-pretenuring-statistics`), and old
 * objects keep young answers alive until a full collection. A loop of the lines list's page query promoted
 * 4.6 MB per scavenge with 8 ms pauses; through the callback API 0.14 MB and 1.2-1.6 ms (docs/decisions.md,
 * "The rows promoted by pg's promise API"). Nothing else changes: same pool, same clients, same errors.
 * A text marked in prepared-statements.ts runs as that named statement, parsed once per client.
 */
export function callbackQueryPool(pool: pg.Pool, limits: QueryLimits = { timeoutMs: 0 }): PostgresPool {
  // Kysely keeps one connection object per client it is given (a WeakMap), so each pg client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // pg-pool listens for a client's errors only while it is idle. A connection ended under a checked-out client
    // between two of its queries (the server restarted during a transaction) would be an unhandled 'error' event
    // and end the process; heard here, it fails the client's next query instead, and release() drops the client.
    client.on('error', ignoreCheckedOutClientError);
    let timedOut = false;
    const wrapper: PostgresPoolClient = {
      query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        return new Promise((resolve, reject) => {
          const name = preparedStatements.nameOf(sql);
          const values = parameters as unknown[];
          const done = (error: Error | null, result: pg.QueryResult) => {
            if (error?.message === QUERY_READ_TIMEOUT) timedOut = true;
            if (error) reject(error);
            // pg's result carries the command and row count Kysely reads; its row type is ours to name.
            else resolve(result as unknown as PostgresQueryResult<R>);
          };
          const timeout = limits.timeoutMs > 0 ? { query_timeout: limits.timeoutMs } : {};
          if (name) client.query({ name, text: sql, values, ...timeout }, done);
          else client.query({ text: sql, values, ...timeout }, done);
        });
      },
      release: (destroy?: boolean) => client.release(destroy || timedOut),
      // Kysely's type also has a cursor overload, used only with its `cursor` option, which we do not set.
    } as PostgresPoolClient;
    wrappers.set(client, wrapper);
    return wrapper;
  };
  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      return wrappers.get(client) ?? wrap(client);
    },
    end: () => pool.end(),
  };
}
