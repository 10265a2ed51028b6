import type { ReactNode } from 'react';

/**
 * The two calls of contract B (client/actions) the queue makes. client/actions is written in parallel; until it
 * lands these are stand-ins (no buttons, the target kept here), then they point at client/actions.
 */
export type ActionTarget = {
  entity: string;
  queueId: string | null;
  focused: unknown | null;
  selected: readonly unknown[];
};

let lastTarget: ActionTarget | null = null;

export function setActionTarget(target: ActionTarget): void {
  lastTarget = target;
}

export function clearActionTarget(queueId: string | null): void {
  if (lastTarget?.queueId === queueId) lastTarget = null;
}

/** For tests until client/actions lands. */
export function currentActionTarget(): ActionTarget | null {
  return lastTarget;
}

export function EntityActionButtons<Row>(_props: {
  entity: string;
  row: Row;
  queueId?: string | null;
}): ReactNode {
  return null;
}
