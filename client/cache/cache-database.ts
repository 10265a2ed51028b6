// Types only: Dexie itself loads with open-cache-database.ts, a lazy chunk of the console.
import type { Dexie, EntityTable } from 'dexie';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';

/**
 * One line as the local cache keeps it: what the palette search and the /subs queue
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
  /** The load whose chunks hold the rows (chunk keys `<table>:<generation>:<index>`). */
  generation: number;
};

/**
 * Thousands of rows of one table in one record: a JSON array of row tuples (cache-chunk-store.ts), no secondary
 * index. IndexedDB costs per record and per index entry, so 100k lines are ~20 records, not 100k × 19 entries.
 */
export type CacheChunk = {
  /** `<table>:<generation>:<index>`, the index zero-padded so keys sort in row order. */
  key: string;
  rows: string;
};

export type CacheDatabase = Dexie & {
  chunks: EntityTable<CacheChunk, 'key'>;
  meta: EntityTable<CacheMeta, 'key'>;
};

export const CACHE_DATABASE_NAME = 'centralita-cache';

/** Sort keys the /subs queue can be served in from the cache (cached-lines-memory.ts keeps a sorted order of each). */
export const CACHED_SUBSCRIPTION_SORTS = ['lineNumber', 'created', 'modified'] as const;
export type CachedSubscriptionSort = (typeof CACHED_SUBSCRIPTION_SORTS)[number];
