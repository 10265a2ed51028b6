/**
 * Whether the page the router shows has rendered: false from a location change (or a session loading) until the
 * matched page's code has loaded and it has mounted. The global key handler holds keys meanwhile and replays them
 * once the page is there, so a shortcut typed right after a navigation reaches the page it was meant for.
 */
let ready = false;
const listeners = new Set<() => void>();

export function markPageLoading(): void {
  ready = false;
}

export function markPageReady(): void {
  ready = true;
  for (const listener of [...listeners]) listener();
}

export function isPageReady(): boolean {
  return ready;
}

/** Calls `listener` every time a page becomes ready; returns the function that stops it. */
export function onPageReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
