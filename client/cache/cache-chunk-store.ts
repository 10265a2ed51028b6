import type {
  CacheDatabase,
  CachedCustomer,
  CachedSubscription,
  CacheMeta,
  CacheTableName,
} from './cache-database';

/**
 * The cache's rows in IndexedDB: each table is a run of chunk records of thousands of rows, every row a tuple of its
 * fields in a fixed order, the whole chunk one JSON text. A load writes its chunks under a new generation and
 * switches `meta` to it in one transaction at the end (dropping the previous generation), so a load cut half-way
 * leaves the previous rows whole. A changed line rewrites the one chunk that holds it.
 */

/** Every field of a cached line, in the order of its tuple. Changing it needs a database version bump. */
export const LINE_FIELDS = [
  'subscriptionId',
  'lineNumber',
  'fiscalId',
  'customerId',
  'customerName',
  'customerFirstSurname',
  'customerLastSurname',
  'productName',
  'alias',
  'status',
  'family',
  'carrier',
  'icc',
  'fixedNumber',
  'channelId',
  'brandId',
  'startDate',
  'endDate',
  'finalPrice',
  'technology',
  'installationAddress',
  'created',
  'modified',
] as const satisfies readonly (keyof CachedSubscription)[];

export const CUSTOMER_FIELDS = [
  'customerId',
  'fiscalId',
  'brandId',
  'name',
  'firstSurname',
  'lastSurname',
  'companyName',
  'email',
  'phone',
  'channelId',
] as const satisfies readonly (keyof CachedCustomer)[];

export type TableRow = { subscriptions: CachedSubscription; customers: CachedCustomer };

const FIELDS: { [Table in CacheTableName]: readonly (keyof TableRow[Table])[] } = {
  subscriptions: LINE_FIELDS,
  customers: CUSTOMER_FIELDS,
};

export function encodeChunk<Table extends CacheTableName>(
  table: Table,
  rows: readonly TableRow[Table][],
): string {
  const fields = FIELDS[table];
  return JSON.stringify(rows.map((row) => fields.map((field) => row[field])));
}

export function decodeChunk<Table extends CacheTableName>(table: Table, text: string): TableRow[Table][] {
  const fields = FIELDS[table] as readonly string[];
  const tuples = JSON.parse(text) as unknown[][];
  const rows = new Array<TableRow[Table]>(tuples.length);
  for (let at = 0; at < tuples.length; at += 1) {
    const tuple = tuples[at] ?? [];
    const row: Record<string, unknown> = {};
    for (let field = 0; field < fields.length; field += 1) row[fields[field] as string] = tuple[field];
    rows[at] = row as TableRow[Table];
  }
  return rows;
}

export function chunkKey(table: CacheTableName, generation: number, index: number): string {
  return `${table}:${generation}:${String(index).padStart(6, '0')}`;
}

const tablePrefix = (table: CacheTableName) => `${table}:`;
const generationPrefix = (table: CacheTableName, generation: number) => `${table}:${generation}:`;

/** Writes (or rewrites) one chunk: one transaction. */
export async function writeChunk<Table extends CacheTableName>(
  db: CacheDatabase,
  table: Table,
  generation: number,
  index: number,
  rows: readonly TableRow[Table][],
): Promise<void> {
  await db.chunks.put({ key: chunkKey(table, generation, index), rows: encodeChunk(table, rows) });
}

/** The chunks of a table's generation, in order, each as its rows. */
export async function readChunks<Table extends CacheTableName>(
  db: CacheDatabase,
  table: Table,
  generation: number,
): Promise<TableRow[Table][][]> {
  const records = await db.chunks.where('key').startsWith(generationPrefix(table, generation)).toArray();
  return records.map((record) => decodeChunk(table, record.rows));
}

/** A table's next generation (after its meta's and any chunk a cut load left behind). */
export async function nextGeneration(db: CacheDatabase, table: CacheTableName): Promise<number> {
  const keys = (await db.chunks.where('key').startsWith(tablePrefix(table)).primaryKeys()) as string[];
  const meta = await db.meta.get(table);
  let newest = meta?.generation ?? 0;
  for (const key of keys) newest = Math.max(newest, Number(key.split(':')[1]) || 0);
  return newest + 1;
}

/**
 * Makes a complete load the table's rows: its meta and, in the same transaction, every chunk of the table that is
 * not of this generation removed (the previous load's, and those of loads cut short).
 */
export async function commitGeneration(db: CacheDatabase, meta: CacheMeta): Promise<void> {
  await db.transaction('rw', db.chunks, db.meta, async () => {
    const keys = (await db.chunks.where('key').startsWith(tablePrefix(meta.key)).primaryKeys()) as string[];
    const kept = generationPrefix(meta.key, meta.generation);
    const gone = keys.filter((key) => !key.startsWith(kept));
    if (gone.length > 0) await db.chunks.bulkDelete(gone);
    await db.meta.put(meta);
  });
}

/** Chunk records of every table (a database with chunks and no meta holds someone's leftovers). */
export function countChunks(db: CacheDatabase): Promise<number> {
  return db.chunks.count();
}
