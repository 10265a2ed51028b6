import { proxy, ref } from 'valtio';
import type { LeadRow } from './lead-row';

/** The one lead dialog of the feature: closed, creating (lead null) or editing a lead. */
export const leadFormStore = proxy<{ open: boolean; lead: LeadRow | null }>({ open: false, lead: null });

let settle: ((saved: boolean) => void) | null = null;

/**
 * Opens the lead form (the "new lead" button, the palette command and the row and palette edit all come here); resolves
 * true once saved, false when closed without saving.
 */
export function openLeadForm(lead: LeadRow | null): Promise<boolean> {
  settle?.(false);
  leadFormStore.lead = lead ? ref({ ...lead }) : null;
  leadFormStore.open = true;
  return new Promise((resolve) => {
    settle = resolve;
  });
}

export function closeLeadForm(saved: boolean): void {
  leadFormStore.open = false;
  const done = settle;
  settle = null;
  done?.(saved);
}
