import { proxy, ref } from 'valtio';
import type { InstallationRow } from './installation-row';

export type InstallationFormMode = 'schedule' | 'update';

type OpenForm = { id: number; mode: InstallationFormMode; row: InstallationRow; done: () => void };

/** The schedule/update form of the installations page: one at a time, opened by the entity actions' `run`. */
export const installationFormStore = proxy<{ open: OpenForm | null }>({ open: null });

let nextId = 1;

/**
 * Opens the form for a row; resolves once the form has saved (the action framework then shows the success toast
 * and refreshes the queue). Closing the form without saving leaves the promise unsettled on purpose: contract B has
 * no "aborted" outcome, and a rejection would show an error toast although nothing went wrong. The unsettled
 * promise holds nothing once the form is closed (no dialog of the framework is open for these actions).
 */
export function openInstallationForm(mode: InstallationFormMode, row: InstallationRow): Promise<void> {
  return new Promise<void>((resolve) => {
    installationFormStore.open = { id: nextId++, mode, row: ref(row), done: resolve };
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
  if (installationFormStore.open?.id === id) installationFormStore.open = null;
}
