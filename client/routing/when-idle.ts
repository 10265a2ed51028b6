const IDLE_TIMEOUT_MS = 2000;
const FALLBACK_DELAY_MS = 500;

/**
 * Runs `work` once the browser is idle (at the latest after two seconds), for fetching chunks ahead of their first
 * use. Returns the cancel, for an unmount before then.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}
