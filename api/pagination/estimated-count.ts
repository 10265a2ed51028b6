/**
 * A list's total for one key (scope and filters): `count` is exact; `estimate`, when given, is the planner's
 * guess (planner-row-estimate.ts), answered instead of counting when it reaches the threshold.
 */
export type EstimatedCount = (
  key: string,
  count: () => Promise<number>,
  estimate?: () => Promise<number>,
) => Promise<number>;

/**
 * Totals for paginated lists without an exact count on every page. The first request of a scope and filter set
 * asks the planner (when the list gives an `estimate`): at `exactBelow` rows or more (10,000 by default) its
 * estimate is the total, since counting 250k of 1M lines took seconds; below it the count is exact and cheap.
 * Either answer is reused for `ttlMs` (a minute by default). Bounded: the oldest key goes first. Each api
 * instance keeps its own, so instances may disagree by up to a minute of changes.
 */
export function createEstimatedCount({
  ttlMs = 60_000,
  maxKeys = 1_000,
  exactBelow = 10_000,
  now = () => Date.now(),
}: {
  ttlMs?: number;
  maxKeys?: number;
  exactBelow?: number;
  now?: () => number;
} = {}): EstimatedCount {
  const cache = new Map<string, { total: number; countedAt: number }>();
  const total = async (count: () => Promise<number>, estimate?: () => Promise<number>) => {
    if (!estimate) return count();
    const planned = Math.round(await estimate());
    return planned >= exactBelow ? planned : count();
  };
  return async (key, count, estimate) => {
    const cached = cache.get(key);
    if (cached && now() - cached.countedAt < ttlMs) return cached.total;
    const answer = await total(count, estimate);
    cache.delete(key);
    cache.set(key, { total: answer, countedAt: now() });
    if (cache.size > maxKeys) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return answer;
  };
}
