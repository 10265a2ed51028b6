import { proxy, ref } from 'valtio';
import { EntityActionAborted } from '../../actions/entity-action';
import { entityActionRunStore } from '../../actions/entity-action-run-store';
import type { TemporalRow } from './temporal-row';

type OpenPrompt = {
  id: number;
  rows: readonly TemporalRow[];
  choose: (endDate: string) => void;
  abandon: () => void;
};

/** The new-end-date dialog of the temporal page: one at a time, opened by the extend action's `run`. */
export const extendDateStore = proxy<{ open: OpenPrompt | null }>({ open: null });

let nextId = 1;
/** The date asked for the action run under way, so every row of a selection takes the one date asked once. */
let asked: { runId: number; endDate: Promise<string> } | null = null;

function ask(rows: readonly TemporalRow[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    extendDateStore.open = {
      id: nextId++,
      rows: ref([...rows]),
      choose: resolve,
      abandon: () => reject(new EntityActionAborted()),
    };
  });
}

/**
 * The new end date (DD/MM/YYYY) for `row`. On a selection (a run of the action dialog) it is asked once, for all
 * the run's rows, and each row's call takes it; a single row asks for its own. Closing the dialog rejects with
 * EntityActionAborted: nothing was sent, so no toast.
 */
export function extendedEndDateFor(actionId: string, row: TemporalRow): Promise<string> {
  const run = entityActionRunStore.run;
  if (!run || run.actionId !== actionId || run.rows.length < 2) return ask([row]);
  if (asked?.runId !== run.id) asked = { runId: run.id, endDate: ask(run.rows as TemporalRow[]) };
  return asked.endDate;
}

/** The dialog's date is valid: every waiting row goes on with it. */
export function chooseExtendedEndDate(id: number, endDate: string): void {
  const open = extendDateStore.open;
  if (!open || open.id !== id) return;
  extendDateStore.open = null;
  open.choose(endDate);
}

/** Escape, Cancel or a click outside: nothing is sent. */
export function closeExtendDate(id: number): void {
  const open = extendDateStore.open;
  if (!open || open.id !== id) return;
  extendDateStore.open = null;
  open.abandon();
}
