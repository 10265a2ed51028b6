type Listener = () => void;

const listeners = new Map<string, Set<Listener>>();

/** Reloads the current page of a queue (after an action changed rows). Does nothing if the queue is not shown. */
export function refreshQueue(queueId: string): void {
  for (const listener of listeners.get(queueId) ?? []) listener();
}

/** The queue page listens while mounted. */
export function onQueueRefresh(queueId: string, listener: Listener): () => void {
  let set = listeners.get(queueId);
  if (!set) {
    set = new Set();
    listeners.set(queueId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
