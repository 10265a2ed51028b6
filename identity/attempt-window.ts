export type AttemptWindow = {
  /** Whether `key` has used up its attempts in the current window. */
  exceeded(key: string): boolean;
  record(key: string): void;
  clear(key: string): void;
};

/** Counts events per key over a sliding window of the injectable clock (kept in memory). */
export function createAttemptWindow({
  limit,
  windowMs,
  now,
}: {
  limit: number;
  windowMs: number;
  now: () => number;
}): AttemptWindow {
  const events = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const kept = (events.get(key) ?? []).filter((at) => at > since);
    if (kept.length) events.set(key, kept);
    else events.delete(key);
    return kept;
  };
  return {
    exceeded: (key) => recent(key).length >= limit,
    record(key) {
      const kept = recent(key);
      kept.push(now());
      events.set(key, kept);
      // Forget idle keys now and then so a spray of usernames cannot grow the map without bound.
      if (events.size > 10_000) for (const k of [...events.keys()]) recent(k);
    },
    clear: (key) => {
      events.delete(key);
    },
  };
}
