import { Dexie, type EntityTable } from 'dexie';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';

/**
 * One line as the local cache keeps it (spec section 3 "Local cache"): what the palette search and the /subs queue
 * need, with the api's modified marker. TERMINATED lines are not cached (the download leaves them out).
 */
export type CachedSubscription = {
  subscriptionId: string;
  lineNumber: string;
  fiscalId: string;
  customerId: string;
  customerName: string;
  customerFirstSurname: string | null;
  customerLastSurname: string | null;
  productName: string;
  alias: string | null;
  status: SubscriptionStatus;
  family: ProductFamily;
  carrier: string | null;
  icc: string | null;
  fixedNumber: string | null;
  channelId: string;
  brandId: string;
  startDate: string | null;
  endDate: string | null;
  /** Euro cents. */
  finalPrice: number;
  technology: string | null;
  installationAddress: string | null;
  /** ISO timestamp. */
  created: string;
  /** The api's modified marker (ISO timestamp). */
  modified: string;
};

export type CachedCustomer = {
  customerId: string;
  fiscalId: string;
  brandId: string;
  name: string;
  firstSurname: string | null;
  lastSurname: string | null;
  /** The legal name of a company (its `name`); null for people. */
  companyName: string | null;
  email: string | null;
  phone: string | null;
  channelId: string;
};

export type CacheTableName = 'subscriptions' | 'customers';

/** What is known about one cached table: whose it is, when it was filled, and the api's marker then. */
export type CacheMeta = {
  key: CacheTableName;
  /** `<username>|<channel>`: a cache filled for someone else or another channel is emptied before use. */
  owner: string;
  /** Epoch ms of the last complete load or confirmation. */
  refreshedAt: number;
  /** Newest modified marker of the loaded lines (subscriptions only). */
  modified: string | null;
  /** Rows stored by the last complete load. */
  count: number;
};

export type CacheDatabase = Dexie & {
  subscriptions: EntityTable<CachedSubscription, 'subscriptionId'>;
  customers: EntityTable<CachedCustomer, 'customerId'>;
  meta: EntityTable<CacheMeta, 'key'>;
};

export const CACHE_DATABASE_NAME = 'centralita-cache';

/** Sort keys the subscription indexes serve (each has a compound index with status and with family). */
export const CACHED_SUBSCRIPTION_SORTS = ['lineNumber', 'created', 'modified'] as const;
export type CachedSubscriptionSort = (typeof CACHED_SUBSCRIPTION_SORTS)[number];

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
