const listeners = new Map<string, Set<() => void>>();

/**
 * Asks the queue with this id to reload its current page. The queue page listens with `onQueueRefresh`; actions
 * never import the table, so the palette and the row buttons stay out of its chunk.
 */
export function requestQueueRefresh(queueId: string): void {
  for (const listener of listeners.get(queueId) ?? []) listener();
}

/** Called by a queue page on mount; returns the function that stops listening. */
export function onQueueRefresh(queueId: string, listener: () => void): () => void {
  const set = listeners.get(queueId) ?? new Set();
  set.add(listener);
  listeners.set(queueId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(queueId);
  };
}
