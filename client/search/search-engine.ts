import { cacheWorkerSearchChannel } from '../cache/cache-backend';
import { getCacheState, isCacheUsable, subscribeCacheState } from '../cache/cache-state';
import { runOperation } from '../session/graphql-client';
import { normalizeText } from './normalize';
import type { CustomerRecord, SearchCorpus } from './search-corpus';
import { GlobalSearchQuery } from './search-documents';
import { type BrandHit, customerHit, type LineHit, type SearchResults } from './search-hits';
import { BRAND_LIMIT, fuzzyOptionsFor, MIN_QUERY_LENGTH, RESULT_LIMIT, routeQuery } from './search-options';
import type { FromSearchWorker, IndexCounts, SearchChannel, ToSearchWorker } from './search-worker-protocol';

/** Where each kind is answered from: the worker's indexes ('local') or the gateway ('remote'). */
export type SearchSources = { lines: 'local' | 'remote'; customers: 'local' | 'remote' };

/** Customers asked of the gateway when they are ranked here: the most it answers per kind. */
const REMOTE_CANDIDATES = 50;

type Pending = { resolve: (results: SearchResults) => void; reject: (error: Error) => void };

/**
 * The page's side of the search engine (inside the cache worker, on a port of its own). It (re)builds the indexes
 * from the cached rows whenever a cache table becomes usable or is refreshed, and says for each kind whether the
 * local index can answer.
 */
export class LocalSearch {
  private worker: SearchChannel | null = null;
  private buildId = 0;
  private readyBuild = -1;
  private builtTables = { lines: false, customers: false };
  private nextRequest = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly readyListeners = new Set<() => void>();
  counts: IndexCounts | null = null;
  buildMs: number | null = null;

  constructor(private readonly createWorker: () => SearchChannel) {}

  private ensureWorker(): SearchChannel {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event: MessageEvent<FromSearchWorker>) => this.receive(event.data);
    worker.onerror = () => {
      for (const request of this.pending.values()) request.reject(new Error('search worker failed'));
      this.pending.clear();
    };
    this.worker = worker;
    return worker;
  }

  private send(message: ToSearchWorker): void {
    this.ensureWorker().postMessage(message);
  }

  private receive(message: FromSearchWorker): void {
    if (message.type === 'results') {
      this.pending.get(message.requestId)?.resolve(message.results);
      this.pending.delete(message.requestId);
      return;
    }
    if (message.buildId !== this.buildId) return;
    if (message.type === 'ready') {
      this.readyBuild = message.buildId;
      this.counts = message.counts;
      this.buildMs = message.buildMs;
      for (const listener of [...this.readyListeners]) listener();
    }
  }

  /** Builds from the cache tables that are usable; `null` tables → nothing local. */
  buildFromCache(tables: { lines: boolean; customers: boolean }): void {
    this.buildId++;
    this.builtTables = tables;
    if (!tables.lines && !tables.customers) {
      this.worker?.postMessage({ type: 'clear' } satisfies ToSearchWorker);
      return;
    }
    this.send({ type: 'build-from-cache', buildId: this.buildId, tables });
  }

  buildFromCorpus(corpus: SearchCorpus): Promise<void> {
    this.buildId++;
    this.builtTables = { lines: true, customers: true };
    this.send({ type: 'build-from-corpus', buildId: this.buildId, corpus });
    return this.whenReady();
  }

  whenReady(): Promise<void> {
    if (this.readyBuild === this.buildId) return Promise.resolve();
    return new Promise((resolve) => {
      const listener = () => {
        if (this.readyBuild !== this.buildId) return;
        this.readyListeners.delete(listener);
        resolve();
      };
      this.readyListeners.add(listener);
    });
  }

  onReady(listener: () => void): () => void {
    this.readyListeners.add(listener);
    return () => this.readyListeners.delete(listener);
  }

  get sources(): SearchSources {
    const ready = this.readyBuild === this.buildId;
    return {
      lines: ready && this.builtTables.lines ? 'local' : 'remote',
      customers: ready && this.builtTables.customers ? 'local' : 'remote',
    };
  }

  search(query: string, limit = RESULT_LIMIT): Promise<SearchResults> {
    const requestId = this.nextRequest++;
    return new Promise((resolve, reject) => {
      this.pending.set(requestId, { resolve, reject });
      this.send({ type: 'search', requestId, query, limit });
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const request of this.pending.values()) request.reject(new Error('search stopped'));
    this.pending.clear();
  }
}

let shared: LocalSearch | null = null;
let lastCacheKey = '';

/** The app's one local search, following the cache state (started on first use of the palette search). */
export function localSearch(): LocalSearch {
  if (shared) return shared;
  const search = new LocalSearch(cacheWorkerSearchChannel);
  shared = search;
  const follow = () => {
    const state = getCacheState();
    const tables = { lines: isCacheUsable(state.subscriptions), customers: isCacheUsable(state.customers) };
    const key = `${tables.lines}:${state.subscriptions.refreshedAt}|${tables.customers}:${state.customers.refreshedAt}`;
    if (key === lastCacheKey) return;
    lastCacheKey = key;
    search.buildFromCache(tables);
  };
  subscribeCacheState(follow);
  follow();
  return search;
}

/**
 * The gateway's search for the kinds the local indexes cannot answer (no cache, or not loaded yet). Customers found
 * by name are ranked here by the worker's own index over the gateway's candidates (in the cache's key order), so a
 * name gives the same first customer before and after the cache has loaded: the gateway orders by name only, and
 * Enter in the palette would otherwise open another namesake depending on when it was pressed.
 */
export async function remoteSearch(
  query: string,
  kinds: readonly ('lines' | 'customers')[],
  limit = RESULT_LIMIT,
): Promise<SearchResults> {
  if (kinds.length === 0 || normalizeText(query).length < MIN_QUERY_LENGTH)
    return { lines: [], customers: [] };
  const rankedHere = kinds.includes('customers') && routeQuery(query) === 'text';
  const data = await runOperation(
    GlobalSearchQuery,
    { q: query.trim().slice(0, 100), types: [...kinds], limit: rankedHere ? REMOTE_CANDIDATES : limit },
    'query',
  );
  const lines: LineHit[] = [];
  const candidates: CustomerRecord[] = [];
  for (const hit of data.search) {
    if (hit.__typename === 'LineSearchHit' && hit.status !== 'TERMINATED')
      lines.push({
        kind: 'line',
        id: hit.id,
        lineNumber: hit.lineNumber,
        fiscalId: hit.fiscalId,
        customerName: hit.customerName,
        carrier: hit.carrier ?? null,
        status: hit.status,
      });
    else if (hit.__typename === 'CustomerSearchHit')
      candidates.push({
        customerId: hit.id,
        fiscalId: hit.fiscalId,
        name: hit.name,
        firstSurname: hit.firstSurname ?? null,
        lastSurname: hit.lastSurname ?? null,
        email: hit.email ?? null,
      });
  }
  if (!rankedHere) return { lines: lines.slice(0, limit), customers: candidates.map(customerHit) };
  const { SearchIndex } = await import('./search-index');
  const byKey = [...candidates].sort((a, b) =>
    a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0,
  );
  const ranked = new SearchIndex({ lines: [], customers: byKey }).search(query, limit).customers;
  return { lines: lines.slice(0, limit), customers: ranked };
}

/** fuse.js on the page serves brand search only (lines and customers are searched in the worker): loaded with it. */
const loadFuse = () => import('fuse.js').then((module) => module.default);

/** Brands (operator at home only): fuzzy over the cached brand list, threshold 0.3, at most 100 brands kept. */
export async function searchBrands(
  brands: readonly { brandId: string; name: string }[],
  query: string,
  limit = RESULT_LIMIT,
): Promise<BrandHit[]> {
  const text = normalizeText(query);
  if (text.length < MIN_QUERY_LENGTH) return [];
  const Fuse = await loadFuse();
  const documents = brands.slice(0, BRAND_LIMIT).map((brand) => ({
    brandId: brand.brandId,
    name: brand.name,
    key: normalizeText(brand.name),
  }));
  const fuse = new Fuse(documents, { keys: ['key', 'brandId'], ...fuzzyOptionsFor('brands', text) });
  return fuse
    .search(text, { limit })
    .map(({ item }) => ({ kind: 'brand', id: item.brandId, name: item.name }));
}
