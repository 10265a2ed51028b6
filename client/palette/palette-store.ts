import { proxy } from 'valtio';

/** Whether the palette and the shortcut help are open; `mounted` keeps the lazy palette once loaded. */
export const paletteStore = proxy({ open: false, helpOpen: false, mounted: false, searchMode: false });

export function openPalette(): void {
  paletteStore.helpOpen = false;
  paletteStore.mounted = true;
  paletteStore.searchMode = false;
  paletteStore.open = true;
}

/** `/`: the palette with only the global search (lines, customers, brands). */
export function openPaletteSearch(): void {
  openPalette();
  paletteStore.searchMode = true;
}

export function closePalette(): void {
  paletteStore.open = false;
}

export function togglePalette(): void {
  if (paletteStore.open) closePalette();
  else openPalette();
}

export function openShortcutHelp(): void {
  paletteStore.open = false;
  paletteStore.helpOpen = true;
}

export function closeShortcutHelp(): void {
  paletteStore.helpOpen = false;
}
