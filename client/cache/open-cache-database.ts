import { Dexie } from 'dexie';
import { CACHE_DATABASE_NAME, type CacheDatabase } from './cache-database';

const databases = new Map<string, CacheDatabase>();

const clearTables =
  (...tables: string[]) =>
  (tx: { table(name: string): { clear(): Promise<unknown> } }) =>
    Promise.all(tables.map((table) => tx.table(table).clear())).then(() => undefined);

/**
 * The cache database of this realm (one instance per name; the cache worker and the page each open their own
 * connection to the same IndexedDB database). The page reads only `meta`; the rows live in chunks that the cache
 * worker reads once into memory (cache-worker-core.ts).
 */
export function openCacheDatabase(options: { name?: string } = {}): CacheDatabase {
  const name = options.name ?? CACHE_DATABASE_NAME;
  const existing = databases.get(name);
  if (existing) return existing;
  const db = new Dexie(name) as CacheDatabase;
  db.version(1).stores({ subscriptions: 'subscriptionId', customers: 'customerId', meta: 'key' });
  // Version 2 added the created sort and fields: rows of version 1 lack them, so the tables started empty.
  db.version(2)
    .stores({
      subscriptions:
        'subscriptionId, lineNumber, fiscalId, customerId, icc, status, family, created, modified, customerName, [status+lineNumber], [family+lineNumber], [status+family+lineNumber], [status+created], [family+created], [status+family+created], [status+modified], [family+modified], [status+family+modified], [fiscalId+lineNumber]',
      customers: 'customerId, fiscalId, name, email, channelId',
      meta: 'key',
    })
    .upgrade(clearTables('subscriptions', 'customers', 'meta'));
  // Version 3 keeps rows in chunk records without indexes (docs/decisions.md, "Local cache in chunks"): the
  // record-per-row tables go, and so does their meta, so the next start loads the chunks afresh.
  db.version(3)
    .stores({ subscriptions: null, customers: null, chunks: 'key', meta: 'key' })
    .upgrade(clearTables('meta'));
  databases.set(name, db);
  return db;
}

/** Empties every table (log-out, channel switch, another user): nothing of the previous scope stays readable. */
export async function clearCacheDatabase(db: CacheDatabase): Promise<void> {
  await db.transaction('rw', db.chunks, db.meta, async () => {
    await Promise.all([db.chunks.clear(), db.meta.clear()]);
  });
}
