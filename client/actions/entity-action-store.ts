import { useSyncExternalStore } from 'react';
import type { AnyEntityAction } from './entity-action';

const actions = new Map<string, AnyEntityAction>();
const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version++;
  for (const listener of listeners) listener();
}

/** Adds actions to the store; returns a function that removes these same actions again. */
export function addEntityActions(list: readonly AnyEntityAction[]): () => void {
  for (const action of list) actions.set(action.id, action);
  emit();
  return () => {
    for (const action of list) if (actions.get(action.id) === action) actions.delete(action.id);
    emit();
  };
}

export function findEntityAction(id: string): AnyEntityAction | undefined {
  return actions.get(id);
}

/** The actions of one entity, in registration order. */
export function entityActionsOf(entity: string): AnyEntityAction[] {
  return [...actions.values()].filter((action) => action.entity === entity);
}

export function subscribeEntityActions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

/** The actions of an entity, re-rendering when features register or remove some. */
export function useEntityActionsOf(entity: string): AnyEntityAction[] {
  useSyncExternalStore(subscribeEntityActions, getVersion, getVersion);
  return entityActionsOf(entity);
}
