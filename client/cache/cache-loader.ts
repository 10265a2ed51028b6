import type { CacheDatabase, CachedCustomer, CachedSubscription, CacheTableName } from './cache-database';
import { CACHE_CHUNK_SIZE } from './cache-rules';
import { JsonArraySplitter } from './json-array-splitter';

/**
 * Filling the cache tables: runs inside the loading worker (cache-loader.worker.ts), never on the page's thread
 * for real data. Rows are written CACHE_CHUNK_SIZE at a time, each chunk one transaction and one progress step;
 * rows of the previous load that the new one lacks are deleted only once the new load is complete, so a load that
 * fails half-way leaves the previous rows (plus the fresher ones already written) to fall back on.
 */

export type CacheJob =
  | {
      kind: 'subscriptions';
      owner: string;
      /** Absolute URL of the signed download (GET /subscriptions/cached/download?token=…). */
      url: string;
      /** The link's modified marker, kept when the download carries none. */
      modified: string | null;
      /** Expected rows (an estimate) for the progress indicator. */
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

export function runCacheJob(job: CacheJob, dependencies: CacheJobDependencies): Promise<CacheJobResult> {
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

/** Writes a table's rows in chunks and, when the load completes, drops the rows it did not bring back. */
function createChunkWriter<Row, Key extends string>(
  db: CacheDatabase,
  table: CacheTableName,
  keyOf: (row: Row) => Key,
  chunkSize: number,
  onProgress: (loaded: number) => void,
) {
  const store = db.table<Row, Key>(table);
  const seen = new Set<string>();
  let pending: Row[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const chunk = pending;
    pending = [];
    await store.bulkPut(chunk);
    onProgress(seen.size);
  };
  return {
    async add(row: Row) {
      seen.add(keyOf(row));
      pending.push(row);
      if (pending.length >= chunkSize) await flush();
    },
    async finish(): Promise<number> {
      await flush();
      const stored = await store.toCollection().primaryKeys();
      const gone = stored.filter((key) => !seen.has(key));
      if (gone.length > 0) await store.bulkDelete(gone);
      return seen.size;
    },
  };
}

async function loadSubscriptions(
  job: Extract<CacheJob, { kind: 'subscriptions' }>,
  { db, fetch, onProgress, signal }: CacheJobDependencies,
): Promise<CacheJobResult> {
  let response: Response;
  try {
    response = await fetch(job.url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CacheLoadError('API_UNAVAILABLE', 'the download did not start');
  }
  if (!response.ok || !response.body) throw new CacheLoadError(await errorCodeOfResponse(response));
  const writer = createChunkWriter<CachedSubscription, string>(
    db,
    'subscriptions',
    (row) => row.subscriptionId,
    job.chunkSize ?? CACHE_CHUNK_SIZE,
    (loaded) => onProgress(loaded, job.total === null ? null : Math.max(job.total, loaded)),
  );
  const splitter = new JsonArraySplitter();
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  onProgress(0, job.total);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const piece = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const object of splitter.push(piece)) {
        await writer.add(toCachedSubscription(JSON.parse(object) as Record<string, unknown>));
      }
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
  const count = await writer.finish();
  const modified = nullableText(head.modified) ?? job.modified;
  await db.meta.put({ key: 'subscriptions', owner: job.owner, refreshedAt: job.now, modified, count });
  onProgress(count, count);
  return { count, modified };
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
): Promise<CacheJobResult> {
  const { db, onProgress } = dependencies;
  let total: number | null = null;
  const writer = createChunkWriter<CachedCustomer, string>(
    db,
    'customers',
    (row) => row.customerId,
    job.chunkSize ?? CACHE_CHUNK_SIZE,
    (loaded) => onProgress(loaded, total === null ? null : Math.max(total, loaded)),
  );
  let after: string | null = null;
  for (;;) {
    const page = await fetchCustomersPage(job, dependencies, after);
    if (total === null) {
      total = page.totalEstimate;
      onProgress(0, total);
    }
    for (const edge of page.edges) await writer.add(toCachedCustomer(edge.node));
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
    after = page.pageInfo.endCursor;
  }
  const count = await writer.finish();
  await db.meta.put({ key: 'customers', owner: job.owner, refreshedAt: job.now, modified: null, count });
  onProgress(count, count);
  return { count, modified: null };
}
