import type { ProcessAction, ProcessStatus } from '../vocabulary/process';

type Transition = { from: readonly ProcessStatus[]; to: ProcessStatus; refusal: string };

/**
 * The console's one action on a process (docs/lifecycles.md "Processes"): cancel, only while INITIATED. Completed,
 * canceled and errored processes are final; completing and failing belong to the sweep.
 */
export const PROCESS_TRANSITIONS: Record<ProcessAction, Transition> = {
  CANCEL: { from: ['INITIATED'], to: 'CANCELED', refusal: 'PROCESS_ACTION_NOT_ALLOWED' },
};

export function processAllows(action: ProcessAction, status: ProcessStatus): boolean {
  return PROCESS_TRANSITIONS[action].from.includes(status);
}

/**
 * Statuses no console action starts from: completed, canceled and errored processes are final. With the table's `from` lists they name every status, so a new status
 * is refused by the lifecycle test until someone decides what it allows.
 */
export const PROCESS_STATUSES_WITHOUT_ACTIONS: readonly ProcessStatus[] = [
  'COMPLETED',
  'CANCELED',
  'ERRORED',
];
