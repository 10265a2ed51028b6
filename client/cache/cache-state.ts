import { useSyncExternalStore } from 'react';
import type { CacheTableName } from './cache-database';

/**
 * idle: not started (signed out); skipped: this user, channel or page gets no cache (cacheSkipReason);
 * loading: being filled (`loaded` of `total`); ready: filled and fresh; stale: the refresh failed, the rows kept
 * from the last load are served; failed: no usable rows.
 */
export type CacheTableStatus = 'idle' | 'skipped' | 'loading' | 'ready' | 'stale' | 'failed';

export type CacheTableState = {
  status: CacheTableStatus;
  loaded: number;
  /** Rows expected (an estimate while loading); null when unknown. */
  total: number | null;
  /** Epoch ms of the data being served; null when there is none. */
  refreshedAt: number | null;
  /** The api's error code of the last failure (translate with `errors.<code>`). */
  errorCode?: string | null;
};

export type CacheState = { subscriptions: CacheTableState; customers: CacheTableState };

const IDLE: CacheTableState = { status: 'idle', loaded: 0, total: null, refreshedAt: null, errorCode: null };

let state: CacheState = { subscriptions: IDLE, customers: IDLE };
const listeners = new Set<() => void>();

export function getCacheState(): CacheState {
  return state;
}

export function subscribeCacheState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** React view of the cache state; re-renders only when it changes. */
export function useCacheState(): CacheState {
  return useSyncExternalStore(subscribeCacheState, getCacheState, getCacheState);
}

/** Whether a table's rows can be read: fresh, being refreshed, or kept from the last load after a failure. */
export function isCacheUsable(table: CacheTableState): boolean {
  // While a refresh runs, the rows of the previous load stay readable (refreshedAt says there are some).
  return (
    table.status === 'ready' ||
    table.status === 'stale' ||
    (table.status === 'loading' && table.refreshedAt !== null)
  );
}

/** Merges a change into one table's state and tells the listeners (a new object, so snapshots compare by identity). */
export function updateCacheTableState(table: CacheTableName, change: Partial<CacheTableState>): void {
  const next = { ...state[table], ...change };
  const current = state[table];
  if (
    next.status === current.status &&
    next.loaded === current.loaded &&
    next.total === current.total &&
    next.refreshedAt === current.refreshedAt &&
    next.errorCode === current.errorCode
  ) {
    return;
  }
  state = { ...state, [table]: next };
  for (const listener of [...listeners]) listener();
}

/** Back to idle (signed out, stopped). */
export function resetCacheState(): void {
  state = { subscriptions: IDLE, customers: IDLE };
  for (const listener of [...listeners]) listener();
}
