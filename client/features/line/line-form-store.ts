import { proxy, ref } from 'valtio';
import type { LineActionKey } from './line-action-rules';
import type { LineView } from './line-store';

/** The line action form on screen (one at a time) and how to tell its starter that it succeeded. */
export type OpenLineForm = { id: number; key: LineActionKey; line: LineView; done: () => void };

export const lineFormStore = proxy<{ form: OpenLineForm | null }>({ form: null });

let nextId = 1;

/**
 * Opens the action's form for the line and settles once the form's call succeeded (and the line was read again):
 * the entity action's `run` awaits it, so the palette and the buttons show the same success toast. Closing the
 * form (Escape, Cancel) closes it without settling: nothing ran, so neither a success nor an error toast is due,
 * and the abandoned promise is collected with the form.
 */
export function openLineForm(key: LineActionKey, line: LineView): Promise<void> {
  return new Promise<void>((resolve) => {
    const id = nextId++;
    lineFormStore.form = {
      id,
      key,
      line: ref(line),
      done: ref(() => {
        closeLineForm(id);
        resolve();
      }),
    };
  });
}

export function closeLineForm(id?: number): void {
  if (id === undefined || lineFormStore.form?.id === id) lineFormStore.form = null;
}
