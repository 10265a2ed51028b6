import type { UserRow } from '../db/database-schema';

/** What authentication reads about a caller: its users row and the ids of its channel's subtree. */
export type CachedCaller = { user: UserRow; channelSubtree: readonly string[] };

export type CallerCache = {
  /** The caller kept for this (lower-case) e-mail, if one is kept and young enough. */
  get(email: string): CachedCaller | undefined;
  /** Call before reading a caller from the database; pass the answer to `keep`. */
  beginRead(): number;
  /** Keeps a caller read since `beginRead`, unless something changed or keeping stopped in between. */
  keep(email: string, caller: CachedCaller, readStarted: number): void;
  /** Forgets every caller: a user or channel changed somewhere. */
  clear(): void;
  /** Keeping is on only while changes are being notified; switching it either way forgets everything. */
  setKeeping(on: boolean): void;
};

export type CallerCacheOptions = {
  /** How long a caller is kept at most (AUTH_CALLER_CACHE_MS); 0 keeps none. */
  maxAgeMs: number;
  /** How many callers are kept at most; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
};

/**
 * The callers this api instance has authenticated, so that a request does not read the users row and the channel
 * subtree again. Correct only because every change to users or channels is notified (migration 0014) and clears
 * it; while notifications are not being received nothing is kept.
 */
export function createCallerCache({
  maxAgeMs,
  maxEntries = 10_000,
  now = Date.now,
}: CallerCacheOptions): CallerCache {
  const entries = new Map<string, { caller: CachedCaller; until: number }>();
  let keeping = false;
  // Bumped by every clear: a read that began before a change must not be kept after it.
  let generation = 0;

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    get(email) {
      const entry = entries.get(email);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.caller;
      entries.delete(email);
      return undefined;
    },
    beginRead: () => generation,
    keep(email, caller, readStarted) {
      if (!keeping || maxAgeMs <= 0 || readStarted !== generation) return;
      if (entries.size >= maxEntries && !entries.has(email)) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(email, { caller, until: now() + maxAgeMs });
    },
    clear,
    setKeeping(on) {
      keeping = on;
      clear();
    },
  };
}
