import { useSyncExternalStore } from 'react';
import type { ActionTarget } from './entity-action';

let current: ActionTarget | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Publishes the focused row and the selection of a queue (or the record of a detail page). */
export function setActionTarget(target: ActionTarget): void {
  const previous = current;
  if (
    previous &&
    previous.entity === target.entity &&
    previous.queueId === target.queueId &&
    previous.focused === target.focused &&
    previous.selected.length === target.selected.length &&
    previous.selected.every((row, index) => row === target.selected[index])
  )
    return;
  current = { ...target, selected: [...target.selected] };
  emit();
}

/** Forgets the target when the queue (or detail page, `null`) that set it goes away. */
export function clearActionTarget(queueId: string | null): void {
  if (!current || current.queueId !== queueId) return;
  current = null;
  emit();
}

export function getActionTarget(): ActionTarget | null {
  return current;
}

export function subscribeActionTarget(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActionTarget(): ActionTarget | null {
  return useSyncExternalStore(subscribeActionTarget, getActionTarget, getActionTarget);
}
