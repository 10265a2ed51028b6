/** Counts a list's matching rows at most once per `ttlMs` per key; the answer in between is the cached one. */
export type EstimatedCount = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * Totals for paginated lists without an exact count on every page: the first page of a scope and filter set
 * counts, later requests within `ttlMs` (a minute by default) reuse it. Bounded: the oldest key goes first.
 * Each api instance keeps its own, so instances may disagree by up to a minute of changes.
 */
export function createEstimatedCount({
  ttlMs = 60_000,
  maxKeys = 1_000,
  now = () => Date.now(),
}: {
  ttlMs?: number;
  maxKeys?: number;
  now?: () => number;
} = {}): EstimatedCount {
  const cache = new Map<string, { total: number; countedAt: number }>();
  return async (key, count) => {
    const cached = cache.get(key);
    if (cached && now() - cached.countedAt < ttlMs) return cached.total;
    const total = await count();
    cache.delete(key);
    cache.set(key, { total, countedAt: now() });
    if (cache.size > maxKeys) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return total;
  };
}
