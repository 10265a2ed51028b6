import { proxy, ref } from 'valtio';

/** `result` is the end of a run on several rows that had failures: the dialog lists them until closed. */
export type EntityActionStep = 'reason' | 'confirm' | 'running' | 'result';

/** A row the action was refused for: its label and the api's error code. */
export type EntityActionFailure = { label: string; code: string };

/** The action being started: which step its dialog shows. One at a time. */
export type EntityActionRun = {
  id: number;
  actionId: string;
  rows: readonly unknown[];
  queueId: string | null;
  step: EntityActionStep;
  reason: string | null;
  /** Selected rows the action does not apply to (its visibility or enablement refused them): left out. */
  skipped: number;
  /** Rows finished so far (done or failed) while running. */
  finished: number;
  done: number;
  failures: readonly EntityActionFailure[];
};

export type EntityActionRunStart = Omit<EntityActionRun, 'skipped' | 'finished' | 'done' | 'failures'> & {
  skipped?: number;
};

export const entityActionRunStore = proxy<{ run: EntityActionRun | null }>({ run: null });

export function openEntityActionRun(run: EntityActionRunStart): void {
  // Rows are the caller's objects: keep them as they are (no proxy), the action's `run` receives the same ones.
  entityActionRunStore.run = {
    ...run,
    rows: ref([...run.rows]),
    skipped: run.skipped ?? 0,
    finished: 0,
    done: 0,
    failures: [],
  };
}

export function closeEntityActionRun(id: number): void {
  if (entityActionRunStore.run?.id === id) entityActionRunStore.run = null;
}
