import { proxy, ref } from 'valtio';

export type EntityActionStep = 'reason' | 'confirm' | 'running';

/** The action being started: which step its dialog shows. One at a time. */
export type EntityActionRun = {
  id: number;
  actionId: string;
  rows: readonly unknown[];
  queueId: string | null;
  step: EntityActionStep;
  reason: string | null;
};

export const entityActionRunStore = proxy<{ run: EntityActionRun | null }>({ run: null });

export function openEntityActionRun(run: EntityActionRun): void {
  // Rows are the caller's objects: keep them as they are (no proxy), the action's `run` receives the same ones.
  entityActionRunStore.run = { ...run, rows: ref([...run.rows]) };
}

export function closeEntityActionRun(id: number): void {
  if (entityActionRunStore.run?.id === id) entityActionRunStore.run = null;
}
