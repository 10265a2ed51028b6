import { commitGeneration, nextGeneration, type TableRow, writeChunk } from './cache-chunk-store';
import type { CacheDatabase, CachedCustomer, CachedSubscription, CacheTableName } from './cache-database';
import { CACHE_CHUNK_SIZE } from './cache-rules';
import { CachedLines } from './cached-lines-memory';
import { JsonArraySplitter } from './json-array-splitter';

/**
 * Filling the cache: runs inside the cache worker (cache.worker.ts), never on the page's thread for real data. The
 * download is parsed as it streams in, CACHE_CHUNK_SIZE rows at a time; each chunk goes into memory (the rows the
 * worker serves once the load completes) and into one chunk record (one transaction, written while the next chunk
 * is parsed), and is one progress step. The chunks are a new generation that replaces the previous load's only
 * when complete (cache-chunk-store.ts), so a load that fails half-way leaves the previous rows to fall back on.
 */

export type CacheJob =
  | {
      kind: 'subscriptions';
      owner: string;
      /** Absolute URL of the signed download (GET /subscriptions/cached/download?token=…). */
      url: string;
      /** The link's modified marker, kept when the download carries none. */
      modified: string | null;
      /** Expected rows, when known before the download (the download's own count, sent first, wins). */
      total: number | null;
      now: number;
      chunkSize?: number;
    }
  | {
      kind: 'customers';
      owner: string;
      /** Absolute URL of /graphql. */
      graphqlUrl: string;
      /** Text of the persisted customers page query (client/cache/cache-documents.ts). */
      query: string;
      now: number;
      chunkSize?: number;
    };

export type CacheJobResult = { count: number; modified: string | null };

/** Where a load's time went (ms): parsing the stream into rows, writing chunk records (overlaps the parsing). */
export type LoadTimings = { parseMs: number; storeMs: number; totalMs: number };

/** A complete load as the worker keeps it: the result, and the rows to serve from now on. */
export type LoadedTable = CacheJobResult & { generation: number; timings: LoadTimings } & (
    | { kind: 'subscriptions'; lines: CachedLines }
    | { kind: 'customers'; customers: CachedCustomer[] }
  );

export type CacheJobDependencies = {
  db: CacheDatabase;
  fetch: typeof fetch;
  /** A fresh access token for /graphql (the page's Amplify session refreshes it). */
  tokenFor: () => Promise<string | null>;
  onProgress: (loaded: number, total: number | null) => void;
  signal?: AbortSignal;
};

/** A load that failed, with the api's error code (translated as `errors.<code>`). */
export class CacheLoadError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
    this.name = 'CacheLoadError';
  }
}

export function runCacheJob(job: CacheJob, dependencies: CacheJobDependencies): Promise<LoadedTable> {
  return job.kind === 'subscriptions'
    ? loadSubscriptions(job, dependencies)
    : loadCustomers(job, dependencies);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A line of the download as the cache keeps it (tolerates fields an older api does not send). */
export function toCachedSubscription(raw: Record<string, unknown>): CachedSubscription {
  return {
    subscriptionId: text(raw.subscriptionId),
    lineNumber: text(raw.lineNumber),
    fiscalId: text(raw.fiscalId),
    customerId: text(raw.customerId),
    customerName: text(raw.customerName),
    customerFirstSurname: nullableText(raw.customerFirstSurname),
    customerLastSurname: nullableText(raw.customerLastSurname),
    productName: text(raw.productName),
    alias: nullableText(raw.alias),
    status: text(raw.status) as CachedSubscription['status'],
    family: text(raw.family) as CachedSubscription['family'],
    carrier: nullableText(raw.carrier),
    icc: nullableText(raw.icc),
    fixedNumber: nullableText(raw.fixedNumber),
    channelId: text(raw.channelId),
    brandId: text(raw.brandId),
    startDate: nullableText(raw.startDate),
    endDate: nullableText(raw.endDate),
    finalPrice: typeof raw.finalPrice === 'number' ? raw.finalPrice : 0,
    technology: nullableText(raw.technology),
    installationAddress: nullableText(raw.installationAddress),
    created: text(raw.created),
    modified: text(raw.modified),
  };
}

async function errorCodeOfResponse(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown } };
    if (typeof body.error?.code === 'string') return body.error.code;
  } catch {
    // Not the api's JSON error.
  }
  return response.status === 401 ? 'UNAUTHENTICATED' : 'API_UNAVAILABLE';
}

/**
 * Writes a table's rows as chunk records of a new generation, one chunk being written while the next is gathered,
 * and makes them the table's rows (meta included) once the load is complete.
 */
async function createChunkWriter<Table extends CacheTableName>(
  db: CacheDatabase,
  table: Table,
  chunkSize: number,
  onChunk: (rows: TableRow[Table][]) => number,
  onStored: (stored: number) => void,
) {
  const generation = await nextGeneration(db, table);
  let pending: TableRow[Table][] = [];
  let stored = 0;
  let rows = 0;
  let storeMs = 0;
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = pending;
    pending = [];
    rows += chunk.length;
    const index = onChunk(chunk);
    await writing;
    const started = performance.now();
    writing = writeChunk(db, table, generation, index, chunk).then(() => {
      storeMs += performance.now() - started;
      stored += chunk.length;
      onStored(stored);
    });
  };
  return {
    generation,
    storeMs: () => storeMs,
    /** Adds rows; resolves at once unless a chunk was completed (then once its write has started). */
    async add(rows: readonly TableRow[Table][]) {
      for (const row of rows) {
        pending.push(row);
        if (pending.length >= chunkSize) await flush();
      }
    },
    async finish(meta: { owner: string; refreshedAt: number; modified: string | null }): Promise<number> {
      await flush();
      await writing;
      await commitGeneration(db, { key: table, ...meta, count: rows, generation });
      return rows;
    },
  };
}

async function loadSubscriptions(
  job: Extract<CacheJob, { kind: 'subscriptions' }>,
  { db, fetch, onProgress, signal }: CacheJobDependencies,
): Promise<LoadedTable> {
  let response: Response;
  try {
    response = await fetch(job.url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CacheLoadError('API_UNAVAILABLE', 'the download did not start');
  }
  if (!response.ok || !response.body) throw new CacheLoadError(await errorCodeOfResponse(response));
  const started = performance.now();
  let parseMs = 0;
  let total = job.total;
  const lines = new CachedLines();
  const writer = await createChunkWriter(
    db,
    'subscriptions',
    job.chunkSize ?? CACHE_CHUNK_SIZE,
    (rows) => lines.appendChunk(rows),
    (stored) => onProgress(stored, total === null ? null : Math.max(total, stored)),
  );
  const splitter = new JsonArraySplitter();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  onProgress(0, total);
  let opened = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const parseStarted = performance.now();
      const piece = done ? decoder.decode() : decoder.decode(value, { stream: true });
      const objects = splitter.push(piece);
      if (!opened) {
        // The api sends the row count before the rows: the progress total is the true one from the start.
        const opening = splitter.opening<{ count?: unknown }>();
        if (opening) {
          opened = true;
          if (typeof opening.count === 'number') {
            total = opening.count;
            onProgress(0, total);
          }
        }
      }
      // One parse per piece of the stream rather than per row.
      const rows =
        objects.length > 0
          ? (JSON.parse(`[${objects.join(',')}]`) as Record<string, unknown>[]).map(toCachedSubscription)
          : [];
      parseMs += performance.now() - parseStarted;
      await writer.add(rows);
      if (done) break;
    }
  } catch (error) {
    if (signal?.aborted || error instanceof CacheLoadError) throw error;
    throw new CacheLoadError('API_UNAVAILABLE', 'the download was cut short');
  }
  let head: { modified?: unknown };
  try {
    head = splitter.head<{ modified?: unknown }>();
  } catch {
    throw new CacheLoadError('API_UNAVAILABLE', 'the download was cut short');
  }
  if (signal?.aborted) throw new DOMException('the cache load was stopped', 'AbortError');
  const modified = nullableText(head.modified) ?? job.modified;
  const count = await writer.finish({ owner: job.owner, refreshedAt: job.now, modified });
  onProgress(count, count);
  const timings = { parseMs, storeMs: writer.storeMs(), totalMs: performance.now() - started };
  return { kind: 'subscriptions', count, modified, lines, generation: writer.generation, timings };
}

type CustomerNode = {
  id: string;
  fiscalId: string;
  brandId: string;
  channelId: string;
  customerType: string;
  name: string;
  firstSurname: string | null;
  lastSurname: string | null;
  email: string | null;
  contactPhone: string | null;
};

type CustomersPage = {
  customers: {
    edges: { node: CustomerNode }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalEstimate: number;
  };
};

export function toCachedCustomer(node: CustomerNode): CachedCustomer {
  return {
    customerId: node.id,
    fiscalId: node.fiscalId,
    brandId: node.brandId,
    name: node.name,
    firstSurname: node.firstSurname,
    lastSurname: node.lastSurname,
    // A company's `name` is its legal name (the customer list carries no separate company name).
    companyName: node.customerType === 'COMPANY' ? node.name : null,
    email: node.email,
    phone: node.contactPhone,
    channelId: node.channelId,
  };
}

async function fetchCustomersPage(
  job: Extract<CacheJob, { kind: 'customers' }>,
  { fetch, tokenFor, signal }: CacheJobDependencies,
  after: string | null,
): Promise<CustomersPage['customers']> {
  const token = await tokenFor();
  if (!token) throw new CacheLoadError('UNAUTHENTICATED');
  let response: Response;
  try {
    response = await fetch(job.graphqlUrl, {
      method: 'POST',
      signal,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: job.query, variables: { after } }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CacheLoadError('API_UNAVAILABLE');
  }
  let body: { data?: CustomersPage | null; errors?: { extensions?: { code?: unknown } }[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new CacheLoadError(response.status === 401 ? 'UNAUTHENTICATED' : 'API_UNAVAILABLE');
  }
  const code = body.errors?.[0]?.extensions?.code;
  if (!body.data) {
    throw new CacheLoadError(
      typeof code === 'string' ? code : response.status >= 500 ? 'API_UNAVAILABLE' : 'INTERNAL',
    );
  }
  return body.data.customers;
}

async function loadCustomers(
  job: Extract<CacheJob, { kind: 'customers' }>,
  dependencies: CacheJobDependencies,
): Promise<LoadedTable> {
  const { db, onProgress, signal } = dependencies;
  const started = performance.now();
  let total: number | null = null;
  const customers: CachedCustomer[] = [];
  let chunks = 0;
  const writer = await createChunkWriter(
    db,
    'customers',
    job.chunkSize ?? CACHE_CHUNK_SIZE,
    (rows) => {
      for (const row of rows) customers.push(row);
      return chunks++;
    },
    (stored) => onProgress(stored, total === null ? null : Math.max(total, stored)),
  );
  let after: string | null = null;
  for (;;) {
    const page = await fetchCustomersPage(job, dependencies, after);
    if (total === null) {
      total = page.totalEstimate;
      onProgress(0, total);
    }
    await writer.add(page.edges.map((edge) => toCachedCustomer(edge.node)));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  if (signal?.aborted) throw new DOMException('the cache load was stopped', 'AbortError');
  const count = await writer.finish({ owner: job.owner, refreshedAt: job.now, modified: null });
  onProgress(count, count);
  const timings = { parseMs: 0, storeMs: writer.storeMs(), totalMs: performance.now() - started };
  return { kind: 'customers', count, modified: null, customers, generation: writer.generation, timings };
}
