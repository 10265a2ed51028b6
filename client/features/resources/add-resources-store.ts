import { proxy } from 'valtio';

/** The add-resources dialog of the feature: open or closed. */
export const addResourcesStore = proxy({ open: false });

/** Opens the add-resources dialog (the toolbar button and the palette command both come here). */
export function openAddResources(): void {
  addResourcesStore.open = true;
}

export function closeAddResources(): void {
  addResourcesStore.open = false;
}
