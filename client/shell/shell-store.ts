import { proxy } from 'valtio';

/** Side menu widths in pixels. */
export const MENU_WIDTH_PX = 260;
export const MENU_MINI_WIDTH_PX = 68;

const MENU_COLLAPSED_KEY = 'menuCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export const shellStore = proxy({ menuCollapsed: readCollapsed() });

/** Collapses or expands the side menu and remembers the choice. */
export function setMenuCollapsed(collapsed: boolean): void {
  shellStore.menuCollapsed = collapsed;
  try {
    localStorage.setItem(MENU_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Not remembered.
  }
}
