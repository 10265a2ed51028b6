import { Dexie } from 'dexie';
import { CACHE_DATABASE_NAME, CACHED_SUBSCRIPTION_SORTS, type CacheDatabase } from './cache-database';

const subscriptionIndexes = [
  'subscriptionId',
  'lineNumber',
  'fiscalId',
  'customerId',
  'icc',
  'status',
  'family',
  'created',
  'modified',
  'customerName',
  // Sorted and filtered windows of the /subs queue: [filter+sort] ranges give count, offset and limit natively.
  ...CACHED_SUBSCRIPTION_SORTS.flatMap((sort) => [
    `[status+${sort}]`,
    `[family+${sort}]`,
    `[status+family+${sort}]`,
  ]),
  '[fiscalId+lineNumber]',
].join(', ');

const databases = new Map<string, CacheDatabase>();

/**
 * The cache database of this realm (one instance per name; the loading worker and the page each open their own
 * connection to the same IndexedDB database). Reads on the main thread must stay windowed: never `toArray()` a
 * whole table there.
 */
export function openCacheDatabase(options: { name?: string } = {}): CacheDatabase {
  const name = options.name ?? CACHE_DATABASE_NAME;
  const existing = databases.get(name);
  if (existing) return existing;
  const db = new Dexie(name) as CacheDatabase;
  const stores = {
    subscriptions: subscriptionIndexes,
    customers: 'customerId, fiscalId, name, email, channelId',
    meta: 'key',
  };
  db.version(1).stores({ ...stores, subscriptions: 'subscriptionId' });
  // Version 2 added the created sort and fields: rows of version 1 lack them, so the tables start empty.
  db.version(2)
    .stores(stores)
    .upgrade((tx) =>
      Promise.all(['subscriptions', 'customers', 'meta'].map((table) => tx.table(table).clear())).then(
        () => undefined,
      ),
    );
  databases.set(name, db);
  return db;
}

/** Empties every table (log-out, channel switch, another user): nothing of the previous scope stays readable. */
export async function clearCacheDatabase(db: CacheDatabase): Promise<void> {
  await db.transaction('rw', db.subscriptions, db.customers, db.meta, async () => {
    await Promise.all([db.subscriptions.clear(), db.customers.clear(), db.meta.clear()]);
  });
}
