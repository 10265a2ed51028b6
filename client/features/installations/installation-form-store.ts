import { proxy, ref } from 'valtio';
import { EntityActionAborted } from '../../actions/entity-action';
import type { InstallationRow } from './installation-row';

export type InstallationFormMode = 'schedule' | 'update';

type OpenForm = {
  id: number;
  mode: InstallationFormMode;
  row: InstallationRow;
  done: () => void;
  abandon: () => void;
};

/** The schedule/update form of the installations page: one at a time, opened by the entity actions' `run`. */
export const installationFormStore = proxy<{ open: OpenForm | null }>({ open: null });

let nextId = 1;

/**
 * Opens the form for a row; resolves once the form has saved (the action framework then shows the success toast
 * and refreshes the queue). Closing the form without saving rejects with EntityActionAborted: no toast at all.
 */
export function openInstallationForm(mode: InstallationFormMode, row: InstallationRow): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    installationFormStore.open = {
      id: nextId++,
      mode,
      row: ref(row),
      done: resolve,
      abandon: () => reject(new EntityActionAborted()),
    };
  });
}

/** The form saved: the action completes. */
export function completeInstallationForm(id: number): void {
  const open = installationFormStore.open;
  if (!open || open.id !== id) return;
  installationFormStore.open = null;
  open.done();
}

/** Escape, Cancel or a click outside: nothing was sent. */
export function closeInstallationForm(id: number): void {
  const open = installationFormStore.open;
  if (!open || open.id !== id) return;
  installationFormStore.open = null;
  open.abandon();
}
