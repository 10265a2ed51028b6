import type { CachedLineChange } from './merge-changed-lines';

type Listener = (changes: readonly CachedLineChange[]) => void;

const listeners = new Set<Listener>();

/** The /subs queue's sources update their windows when an action changed cached lines. */
export function onCachedLinesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function cachedLinesChanged(changes: readonly CachedLineChange[]): void {
  for (const listener of [...listeners]) listener(changes);
}
