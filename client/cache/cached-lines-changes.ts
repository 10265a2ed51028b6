type Listener = () => void;

const listeners = new Set<Listener>();

/** The /subs queue's sources read their windows again when an action changed cached lines. */
export function onCachedLinesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function cachedLinesChanged(): void {
  for (const listener of [...listeners]) listener();
}
