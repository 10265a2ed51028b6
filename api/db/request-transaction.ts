import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

/** One request's transaction: opened at its first query, ended by `inRequestTransaction`. */
type RequestTransaction = {
  opening?: Promise<DatabaseConnection>;
  connection?: ReturnType<typeof serializedConnection>;
  driver?: Driver;
  /** The driver's own connection behind `connection`. */
  inner?: DatabaseConnection;
  /** Open savepoints: a handler's own `db.transaction()` nests as one. */
  savepoints: number;
  ended: boolean;
};

const currentRequest = new AsyncLocalStorage<RequestTransaction>();

function scopeOf(connection: DatabaseConnection): RequestTransaction | undefined {
  const scope = currentRequest.getStore();
  return scope && !scope.ended && scope.connection === connection ? scope : undefined;
}

/**
 * A driver that, inside `inRequestTransaction`, hands every query of the request the same connection in one open
 * transaction: a handler's transactions become savepoints of it and its lone queries run in it. Outside one (the
 * sweep, the listeners, a request without an idempotency key) it is the dialect's own driver. A promise of a query
 * shared between requests (a memoized read) must not be started by one request and awaited inside another's
 * transaction: on PGlite's single connection the second would wait for itself.
 */
class RequestTransactionDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const scope = currentRequest.getStore();
    if (!scope || scope.ended) return this.inner.acquireConnection();
    scope.opening ??= (async () => {
      const connection = await this.inner.acquireConnection();
      try {
        await this.inner.beginTransaction(connection, {});
      } catch (error) {
        await this.inner.releaseConnection(connection);
        throw error;
      }
      const serialized = serializedConnection(connection);
      scope.connection = serialized;
      scope.driver = this.inner;
      scope.inner = connection;
      return serialized;
    })();
    return scope.opening;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const scope = scopeOf(connection);
    if (!scope) return this.inner.beginTransaction(connection, settings);
    scope.savepoints += 1;
    await connection.executeQuery(CompiledQuery.raw(`savepoint request_${scope.savepoints}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = scopeOf(connection);
    if (!scope) return this.inner.commitTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw(`release savepoint request_${scope.savepoints}`));
    scope.savepoints -= 1;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = scopeOf(connection);
    if (!scope) return this.inner.rollbackTransaction(connection);
    const name = `request_${scope.savepoints}`;
    scope.savepoints -= 1;
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.savepoint) throw new Error('the driver has no savepoints');
    return this.inner.savepoint(connection, name, compileQuery);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('the driver has no savepoints');
    return this.inner.rollbackToSavepoint(connection, name, compileQuery);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('the driver has no savepoints');
    return this.inner.releaseSavepoint(connection, name, compileQuery);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (scopeOf(connection)) return;
    await this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * The connection with its queries one after another: a handler's parallel reads, each on its own connection
 * outside a request transaction, share this one (pg refuses overlapping queries on one client).
 */
function serializedConnection(
  connection: DatabaseConnection,
): DatabaseConnection & { drained(): Promise<unknown> } {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
  return {
    executeQuery: (query, options) => inTurn(() => connection.executeQuery(query, options)),
    streamQuery: (query, chunkSize, options) => connection.streamQuery(query, chunkSize, options),
    drained: () => last,
  };
}

/** The dialect with `RequestTransactionDriver` in front of its driver. */
export function requestTransactionDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new RequestTransactionDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * Runs `work` with every query it makes through the request-transaction dialect in one transaction, committed when
 * `work` ends, however it ends: a handler that failed after writing what it means to keep (a launch that records
 * the provider's failure) keeps it, as it would without this, and an aborted transaction's COMMIT rolls back.
 * `beforeCommit` runs last inside the transaction.
 */
export function inRequestTransaction<T>(
  work: () => Promise<T>,
  { beforeCommit }: { beforeCommit?: () => Promise<void> } = {},
): Promise<T> {
  const scope: RequestTransaction = { savepoints: 0, ended: false };
  return currentRequest.run(scope, async () => {
    let result: T;
    try {
      result = await work();
      await beforeCommit?.();
    } catch (error) {
      await endScope(scope).catch(() => undefined);
      throw error;
    }
    await endScope(scope);
    return result;
  });
}

async function endScope(scope: RequestTransaction): Promise<void> {
  scope.ended = true;
  if (!scope.opening) return;
  await scope.opening;
  const { driver, inner: connection } = scope;
  if (!driver || !connection) return;
  // A query the request started and did not wait for still runs in the transaction, not after it.
  await scope.connection?.drained();
  try {
    await driver.commitTransaction(connection);
  } finally {
    await driver.releaseConnection(connection);
  }
}
