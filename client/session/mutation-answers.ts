/** A mutation's answer as the gateway sent it (with the `__typename`s the normalized cache asked for). */
export type MutationAnswer = Record<string, unknown>;

type Listener = (answer: MutationAnswer) => void;

const listeners = new Set<Listener>();

/**
 * Tells what else keeps server data (the local cache of lines) about every mutation's answer, as the normalized
 * cache learns it; answers the unsubscribe function.
 */
export function onMutationAnswer(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishMutationAnswer(answer: MutationAnswer): void {
  for (const listener of [...listeners]) listener(answer);
}
