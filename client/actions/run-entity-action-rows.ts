import { actionErrorCode } from './action-error-code';
import { type AnyEntityAction, EntityActionAborted } from './entity-action';
import type { EntityActionFailure } from './entity-action-run-store';

export type EntityActionRowsOutcome = {
  done: number;
  failures: EntityActionFailure[];
  /** Rows left before anything was sent (a form closed): neither done nor failed. */
  aborted: number;
};

/** What names a row in a list of outcomes: the action's label, else its position among the rows. */
export function entityActionRowLabel(action: AnyEntityAction, row: unknown, index: number): string {
  return action.rowLabel?.(row) ?? `#${index + 1}`;
}

/**
 * Runs the action on every row, one after another (the api sees one call at a time, in the order shown), going on
 * past a refused row. `onProgress` hears each finished row; the outcome keeps every failure with its row's label
 * and the api's error code.
 */
export async function runEntityActionRows(
  action: AnyEntityAction,
  rows: readonly unknown[],
  input: { reason?: string },
  onProgress: (progress: {
    finished: number;
    done: number;
    failures: readonly EntityActionFailure[];
  }) => void,
): Promise<EntityActionRowsOutcome> {
  const outcome: EntityActionRowsOutcome = { done: 0, failures: [], aborted: 0 };
  let finished = 0;
  for (const [index, row] of rows.entries()) {
    try {
      await action.run(row, input);
      outcome.done++;
    } catch (error) {
      if (error instanceof EntityActionAborted) outcome.aborted++;
      else
        outcome.failures.push({
          label: entityActionRowLabel(action, row, index),
          code: actionErrorCode(error),
        });
    }
    finished++;
    onProgress({ finished, done: outcome.done, failures: [...outcome.failures] });
  }
  return outcome;
}
