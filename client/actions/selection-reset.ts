/**
 * The queue owns its selection; an action run on a selection asks it to let go once done, so the next action does
 * not start on rows it already ran on.
 */
const listeners = new Map<string, Set<() => void>>();

export function resetSelection(queueId: string | null): void {
  if (queueId === null) return;
  for (const listener of listeners.get(queueId) ?? []) listener();
}

export function onSelectionReset(queueId: string, listener: () => void): () => void {
  const set = listeners.get(queueId) ?? new Set();
  set.add(listener);
  listeners.set(queueId, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(queueId);
  };
}
