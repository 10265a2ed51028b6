import { proxy } from 'valtio';

/**
 * Whether the palette and the shortcut help are open; `mounted` keeps the lazy palette once loaded. `typedAhead`
 * holds what was typed after opening the palette and before its input had the focus (the chunk still loading,
 * the dialog still mounting): the palette moves it into its input.
 */
export const paletteStore = proxy({
  open: false,
  helpOpen: false,
  mounted: false,
  searchMode: false,
  typedAhead: '',
});

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
  paletteStore.typedAhead = '';
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

let paletteOnScreen = false;
let closedWaiters: Array<() => void> = [];

/** The palette reports whether its dialog is on screen (set after each render that opens or closes it). */
export function reportPaletteOnScreen(onScreen: boolean): void {
  if (onScreen) {
    paletteOnScreen = true;
    return;
  }
  // After the closing render's effects and the dialog's focus restore (a microtask of its unmount). The waiters
  // go on even if the palette was opened again meanwhile: they waited for this close, not for the next one.
  setTimeout(() => {
    paletteOnScreen = paletteStore.open;
    const waiters = closedWaiters;
    closedWaiters = [];
    for (const resolve of waiters) resolve();
  }, 0);
}

/**
 * Resolves once the palette is off screen and has handed focus back. A command that opens its own dialog waits
 * for it: otherwise, on a busy machine, the palette's focus restore could land after that dialog's initial focus.
 */
export function afterPaletteClosed(): Promise<void> {
  if (!paletteOnScreen) return Promise.resolve();
  return new Promise((resolve) => closedWaiters.push(resolve));
}
