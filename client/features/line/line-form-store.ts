import { proxy, ref } from 'valtio';
import { EntityActionAborted } from '../../actions/entity-action';
import type { LineActionKey } from './line-action-visibility';
import type { LineView } from './line-view';

/** The line action form on screen (one at a time): how to tell its starter that it succeeded, or was left. */
export type OpenLineForm = {
  id: number;
  key: LineActionKey;
  line: LineView;
  done: () => void;
  abandon: () => void;
};

export const lineFormStore = proxy<{ form: OpenLineForm | null }>({ form: null });

let nextId = 1;

/**
 * Opens the action's form for the line and resolves once the form's call succeeded (and the line was read again):
 * the entity action's `run` awaits it, so the palette and the buttons show the same success toast. Closing the
 * form (Escape, Cancel) rejects with EntityActionAborted: nothing ran, so neither a success nor an error toast.
 */
export function openLineForm(key: LineActionKey, line: LineView): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const id = nextId++;
    lineFormStore.form = {
      id,
      key,
      line: ref(line),
      // Resolved first: the close that follows cannot turn a success into an abandon.
      done: ref(() => {
        resolve();
        closeLineForm(id);
      }),
      abandon: ref(() => reject(new EntityActionAborted())),
    };
  });
}

export function closeLineForm(id?: number): void {
  const open = lineFormStore.form;
  if (!open || (id !== undefined && open.id !== id)) return;
  lineFormStore.form = null;
  open.abandon();
}
