import { subscribe } from 'valtio';
import type { Role } from '../../schema/domain/roles';
import { getAccessToken } from '../session/access-token';
import { runOperation } from '../session/graphql-client';
import { onMutationAnswer } from '../session/mutation-answers';
import { currentLocation } from '../session/navigator';
import { pageAtPath } from '../session/page-lookup';
import { sessionStore } from '../session/session-store';
import { setActiveCacheBackend } from './active-cache-backend';
import { type CacheBackend, workerCacheBackend } from './cache-backend';
import { countChunks } from './cache-chunk-store';
import type { CacheDatabase, CacheMeta } from './cache-database';
import { CachedSubscriptionsLinkQuery, CustomersCachePageQuery } from './cache-documents';
import { CacheLoadError } from './cache-loader';
import {
  CUSTOMER_VALIDITY_MS,
  cacheOwner,
  cacheSkipReason,
  customersNeedRefresh,
  SUBSCRIPTION_REFRESH_AGE_MS,
  subscriptionsNeedRefresh,
} from './cache-rules';
import { getCacheState, resetCacheState, updateCacheTableState } from './cache-state';
import { cachedLinesChanged } from './cached-lines-changes';
import { type ChangedLine, linesInAnswer } from './merge-changed-lines';
import { clearCacheDatabase, openCacheDatabase } from './open-cache-database';

/** What the caches look at in the session user (the session query's `session` fits). */
export type LocalCacheSession = { username: string; role: Role; channel: string; superAdmin: boolean };

export type CachedSubscriptionsLink = { url: string; modified: string | null; total: number | null };

export type LocalCacheOptions = {
  now?: () => number;
  /** Seams for tests and benches; the console uses the defaults. */
  db?: CacheDatabase;
  /** Where the rows are loaded and held (default: the cache worker). */
  backend?: CacheBackend;
  fetchLink?: () => Promise<CachedSubscriptionsLink>;
  isPublicPage?: () => boolean;
  /** Origin the relative download path and /graphql resolve against (default: the page's). */
  origin?: string;
};

/** How soon to try again after a failed load. */
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
const NAVIGATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

type Running = {
  owner: string;
  session: LocalCacheSession;
  options: LocalCacheOptions;
  db: CacheDatabase;
  backend: CacheBackend | null;
  timer: ReturnType<typeof setTimeout> | null;
  stopNavigationWatch: (() => void) | null;
  stopMutationWatch: (() => void) | null;
  stopped: boolean;
};

let running: Running | null = null;
/** Every database operation of the caches, one after another (a stop's clearing before the next start's reads). */
let queue: Promise<void> = Promise.resolve();
let stopSessionWatch: (() => void) | null = null;

function enqueue(work: () => Promise<void>): Promise<void> {
  queue = queue.then(work).catch((error: unknown) => {
    console.error('Local cache', error);
  });
  return queue;
}

function defaultIsPublicPage(): boolean {
  const path = currentLocation().split('?')[0] ?? '/';
  return pageAtPath(path)?.level === 'public';
}

function originOf(options: LocalCacheOptions): string {
  return options.origin ?? globalThis.location.origin;
}

async function defaultFetchLink(): Promise<CachedSubscriptionsLink> {
  const data = await runOperation(CachedSubscriptionsLinkQuery, {}, 'query');
  return {
    url: data.cachedSubscriptionsLink.url,
    modified: data.cachedSubscriptionsLink.modified ?? null,
    total: null,
  };
}

function codeOf(error: unknown): string {
  if (error instanceof CacheLoadError) return error.code;
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return 'INTERNAL';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function watchSession(): void {
  if (stopSessionWatch) return;
  // Log-out and the 401 handler both end in an anonymous session: the caches stop and are emptied.
  stopSessionWatch = subscribe(sessionStore, () => {
    if (sessionStore.status === 'anonymous' && running) stopLocalCaches();
  });
}

/**
 * Starts the local caches for the signed-in user (called once the session has loaded, and again after a channel
 * switch): skipped, filled or refreshed as cache-rules.ts decides (in the loading worker), and checked again when
 * they next fall due. A call for the user and channel already running does nothing; a call for another one stops
 * (and empties) the previous caches first.
 */
export function startLocalCaches(session: LocalCacheSession, options: LocalCacheOptions = {}): void {
  const owner = cacheOwner(session);
  if (running && !running.stopped && running.owner === owner) return;
  if (running) stopLocalCaches();
  watchSession();
  const db = options.db ?? openCacheDatabase();
  const state: Running = {
    owner,
    session,
    options,
    db,
    backend: null,
    timer: null,
    stopNavigationWatch: null,
    stopMutationWatch: null,
    stopped: false,
  };
  running = state;

  if (!options.backend && (typeof indexedDB === 'undefined' || typeof Worker === 'undefined')) {
    // No IndexedDB or no workers (an old private window, a test DOM): the console works from the server alone.
    updateCacheTableState('subscriptions', { status: 'skipped', loaded: 0, total: null, refreshedAt: null });
    updateCacheTableState('customers', { status: 'skipped', loaded: 0, total: null, refreshedAt: null });
    return;
  }
  // Registered before a skip: caches that wait on a public page start later and must still follow actions then
  // (mergeLines does nothing until the lines are loaded).
  state.stopMutationWatch = onMutationAnswer((answer) => {
    const lines = linesInAnswer(answer);
    if (lines.length > 0) void enqueue(() => mergeLines(state, lines));
  });
  const isPublicPage = options.isPublicPage ?? defaultIsPublicPage;
  const skip = cacheSkipReason(session, { publicPage: isPublicPage() });
  if (skip) {
    updateCacheTableState('subscriptions', { status: 'skipped', loaded: 0, total: null, refreshedAt: null });
    updateCacheTableState('customers', { status: 'skipped', loaded: 0, total: null, refreshedAt: null });
    // Rows another user or channel left behind are not kept for someone who gets no cache.
    void enqueue(() => clearForeignRows(db, owner));
    if (skip === 'public-page') watchNavigationOffPublicPage(state, isPublicPage);
    return;
  }
  void enqueue(() => refresh(state));
}

/** An action's answer about lines, written into the cached rows while the cache serves the queue. */
async function mergeLines(state: Running, lines: readonly ChangedLine[]): Promise<void> {
  const table = getCacheState().subscriptions.status;
  if (state.stopped || (table !== 'ready' && table !== 'stale')) return;
  const changes = await backendOf(state).ask({ type: 'merge', lines });
  if (changes.length > 0 && !state.stopped) cachedLinesChanged(changes);
}

/** On a public page the caches wait; once the user moves into the console they start. */
function watchNavigationOffPublicPage(state: Running, isPublicPage: () => boolean): void {
  if (typeof window === 'undefined') return;
  const check = () => {
    if (state.stopped || isPublicPage()) return;
    state.stopNavigationWatch?.();
    state.stopNavigationWatch = null;
    void enqueue(() => refresh(state));
  };
  for (const type of NAVIGATION_EVENTS) window.addEventListener(type, check);
  state.stopNavigationWatch = () => {
    for (const type of NAVIGATION_EVENTS) window.removeEventListener(type, check);
  };
}

/**
 * Stops the caches (log-out, channel switch): the loading worker is terminated, the state goes back to idle and
 * the database is emptied, as the 401 handler empties local storage: nothing of the previous scope stays.
 */
export function stopLocalCaches(): void {
  const state = running;
  running = null;
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  state.stopNavigationWatch?.();
  state.stopMutationWatch?.();
  state.backend?.dispose();
  setActiveCacheBackend(null);
  resetCacheState();
  void enqueue(() => clearCacheDatabase(state.db));
}

/** Re-applies the refresh rules now (the timer does this when a cache falls due). Resolves when done. */
export function refreshLocalCaches(): Promise<void> {
  const state = running;
  if (!state || state.stopped) return localCachesSettled();
  return enqueue(() => refresh(state));
}

/** Resolves once every started load, refresh or clearing has finished (tests, benches). */
export function localCachesSettled(): Promise<void> {
  return queue;
}

async function clearForeignRows(db: CacheDatabase, owner: string): Promise<void> {
  const metas = await db.meta.toArray();
  const chunks = await countChunks(db);
  if (metas.some((meta) => meta.owner !== owner) || (chunks > 0 && metas.length === 0))
    await clearCacheDatabase(db);
}

function backendOf(state: Running): CacheBackend {
  if (!state.backend) {
    state.backend =
      state.options.backend ?? workerCacheBackend({ databaseName: state.db.name, tokenFor: getAccessToken });
    setActiveCacheBackend(state.backend);
  }
  return state.backend;
}

async function refresh(state: Running): Promise<void> {
  if (state.stopped) return;
  if (state.timer) clearTimeout(state.timer);
  const now = state.options.now ?? Date.now;
  await clearForeignRows(state.db, state.owner);
  const [subscriptionsMeta, customersMeta] = await state.db.meta.bulkGet(['subscriptions', 'customers']);
  // The stored rows go into the worker's memory (a no-op once there): the queue and the search read them there.
  const { hasActiveLine } = await backendOf(state).ask({ type: 'open', owner: state.owner });
  if (state.stopped) return;
  const subscriptionsOk = await refreshSubscriptions(state, subscriptionsMeta, hasActiveLine, now);
  const customersOk = await refreshCustomers(state, customersMeta, now);
  if (state.stopped) return;
  // Next look: when the older cache falls due, or soon after a failure.
  const [subscriptionsAfter, customersAfter] = await state.db.meta.bulkGet(['subscriptions', 'customers']);
  const due = Math.min(
    subscriptionsOk && subscriptionsAfter
      ? subscriptionsAfter.refreshedAt + SUBSCRIPTION_REFRESH_AGE_MS + 1
      : now() + RETRY_AFTER_FAILURE_MS,
    customersOk && customersAfter
      ? customersAfter.refreshedAt + CUSTOMER_VALIDITY_MS
      : now() + RETRY_AFTER_FAILURE_MS,
  );
  state.timer = setTimeout(
    () => {
      if (!state.stopped) void enqueue(() => refresh(state));
    },
    Math.max(60_000, due - now()),
  );
}

function readyFrom(meta: CacheMeta) {
  return {
    status: 'ready' as const,
    loaded: meta.count,
    total: meta.count,
    refreshedAt: meta.refreshedAt,
    errorCode: null,
  };
}

/** Fills or refreshes the subscription cache when it falls due; returns false when the refresh failed. */
async function refreshSubscriptions(
  state: Running,
  meta: CacheMeta | undefined,
  hasActiveLine: boolean,
  now: () => number,
): Promise<boolean> {
  const startedAt = now();
  if (!subscriptionsNeedRefresh(meta, hasActiveLine, startedAt)) {
    if (meta) updateCacheTableState('subscriptions', readyFrom(meta));
    return true;
  }
  updateCacheTableState('subscriptions', {
    status: 'loading',
    loaded: 0,
    total: null,
    refreshedAt: meta?.refreshedAt ?? null,
    errorCode: null,
  });
  try {
    const link = await (state.options.fetchLink ?? defaultFetchLink)();
    if (state.stopped) return true;
    if (meta && link.modified === meta.modified) {
      // Nothing changed since the last load: the rows are confirmed fresh without downloading them again.
      const confirmed = { ...meta, refreshedAt: startedAt };
      await state.db.meta.put(confirmed);
      updateCacheTableState('subscriptions', readyFrom(confirmed));
      return true;
    }
    const result = await backendOf(state).run(
      {
        kind: 'subscriptions',
        owner: state.owner,
        url: new URL(link.url, originOf(state.options)).href,
        modified: link.modified,
        total: link.total,
        now: startedAt,
      },
      (loaded, total) => {
        if (!state.stopped) updateCacheTableState('subscriptions', { status: 'loading', loaded, total });
      },
    );
    if (state.stopped) return true;
    updateCacheTableState('subscriptions', {
      status: 'ready',
      loaded: result.count,
      total: result.count,
      refreshedAt: startedAt,
      errorCode: null,
    });
    return true;
  } catch (error) {
    if (state.stopped || isAbort(error)) return true;
    fallBack('subscriptions', meta, codeOf(error));
    return false;
  }
}

async function refreshCustomers(
  state: Running,
  meta: CacheMeta | undefined,
  now: () => number,
): Promise<boolean> {
  if (state.stopped) return true;
  const startedAt = now();
  if (!customersNeedRefresh(meta, startedAt)) {
    if (meta) updateCacheTableState('customers', readyFrom(meta));
    return true;
  }
  updateCacheTableState('customers', {
    status: 'loading',
    loaded: 0,
    total: null,
    refreshedAt: meta?.refreshedAt ?? null,
    errorCode: null,
  });
  try {
    const result = await backendOf(state).run(
      {
        kind: 'customers',
        owner: state.owner,
        graphqlUrl: new URL('/graphql', originOf(state.options)).href,
        query: CustomersCachePageQuery.toString(),
        now: startedAt,
      },
      (loaded, total) => {
        if (!state.stopped) updateCacheTableState('customers', { status: 'loading', loaded, total });
      },
    );
    if (state.stopped) return true;
    updateCacheTableState('customers', {
      status: 'ready',
      loaded: result.count,
      total: result.count,
      refreshedAt: startedAt,
      errorCode: null,
    });
    return true;
  } catch (error) {
    if (state.stopped || isAbort(error)) return true;
    fallBack('customers', meta, codeOf(error));
    return false;
  }
}

/** A failed fetch falls back to the rows already cached (stale), or fails when there are none. */
function fallBack(
  table: 'subscriptions' | 'customers',
  meta: CacheMeta | undefined,
  errorCode: string,
): void {
  updateCacheTableState(
    table,
    meta
      ? { status: 'stale', loaded: meta.count, total: meta.count, refreshedAt: meta.refreshedAt, errorCode }
      : { status: 'failed', loaded: 0, total: null, refreshedAt: null, errorCode },
  );
}
