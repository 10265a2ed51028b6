import type { CacheBackend } from './cache-backend';

let active: CacheBackend | null = null;

/** The backend of the running local caches (null when none runs): the /subs queue's sources ask it. */
export function activeCacheBackend(): CacheBackend | null {
  return active;
}

export function setActiveCacheBackend(backend: CacheBackend | null): void {
  active = backend;
}
