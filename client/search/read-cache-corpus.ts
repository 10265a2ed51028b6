import type { Table } from 'dexie';
import type { CacheDatabase } from '../cache/cache-database';
import type { CustomerRecord, LineRecord, SearchCorpus } from './search-corpus';

const CHUNK = 5000;

/** Reads a whole table by primary key in chunks (inside the worker: the page never holds the whole table). */
async function readAll<Row>(
  // biome-ignore lint/suspicious/noExplicitAny: Dexie's insert type parameter is irrelevant to reading.
  table: Table<Row, string, any>,
  key: string,
  keyOf: (row: Row) => string,
): Promise<Row[]> {
  const rows: Row[] = [];
  let chunk = await table.orderBy(key).limit(CHUNK).toArray();
  while (chunk.length > 0) {
    rows.push(...chunk);
    const last = chunk.at(-1);
    if (!last || chunk.length < CHUNK) break;
    chunk = await table.where(key).above(keyOf(last)).limit(CHUNK).toArray();
  }
  return rows;
}

/** The search corpus from the cache's tables; a table not usable yet is read as empty. */
export async function readCacheCorpus(
  db: CacheDatabase,
  tables: { lines: boolean; customers: boolean },
): Promise<SearchCorpus> {
  const [lines, customers] = await Promise.all([
    tables.lines
      ? readAll(db.subscriptions, 'subscriptionId', (row) => row.subscriptionId)
      : Promise.resolve([] as LineRecord[]),
    tables.customers
      ? readAll(db.customers, 'customerId', (row) => row.customerId)
      : Promise.resolve([] as CustomerRecord[]),
  ]);
  return { lines, customers };
}
