import { useEffect, useRef } from 'react';
import { paletteStore } from '../palette/palette-store';

export type QueueKeyHandlers = {
  /** Move the row focus by `delta` rows; `extend` (Shift) selects the rows passed over. */
  move: (delta: number, extend: boolean) => void;
  moveTo: (index: 'first' | 'last', extend: boolean) => void;
  /** Page Down / Page Up: a screenful of rows. */
  movePage: (direction: 1 | -1, extend: boolean) => void;
  toggle: () => void;
  open: () => void;
  clearSelection: () => void;
  /** ".": the focused row's action menu. */
  openMenu: () => void;
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A dialog, an open menu or the palette owns the keys while it is open. */
function somethingOpenAbove(): boolean {
  if (paletteStore.open || paletteStore.helpOpen) return true;
  return (
    document.querySelector('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]') !== null
  );
}

/**
 * The queue's keys: j/k and the arrows move the row focus, Shift extends the selection, x toggles the focused
 * row, Enter opens it, "." opens its action menu, Escape clears the selection. Letters work anywhere on the page but not while typing or
 * while the palette, a dialog or a menu is open; arrows, Page Up/Down, Home/End and Enter only when the grid (or nothing) has
 * the focus, so they keep their meaning in buttons and links.
 */
export function useQueueKeys(gridId: string, handlers: QueueKeyHandlers): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || somethingOpenAbove()) return;
      const grid = document.getElementById(gridId);
      const target = event.target instanceof Node ? event.target : null;
      // The page's heading takes the focus on arrival: from there, as from nowhere, the keys drive the grid.
      const onHeading = (element: Element | null) =>
        element instanceof HTMLElement && element.hasAttribute('data-page-heading');
      const onGrid =
        target === null ||
        target === document.body ||
        target === document.documentElement ||
        target === grid ||
        onHeading(target instanceof Element ? target : null);
      const current = handlersRef.current;
      const focusGrid = () => {
        // The grid's aria-activedescendant is announced only while the grid has the focus.
        const active = document.activeElement;
        if (grid && (active === document.body || active === null || onHeading(active))) grid.focus();
      };
      let handled = true;
      switch (event.key) {
        case 'j':
        case 'J':
          current.move(1, event.shiftKey);
          focusGrid();
          break;
        case 'k':
        case 'K':
          current.move(-1, event.shiftKey);
          focusGrid();
          break;
        case 'x':
        case 'X':
          current.toggle();
          break;
        case 'ArrowDown':
          if (!onGrid) return;
          current.move(1, event.shiftKey);
          break;
        case 'ArrowUp':
          if (!onGrid) return;
          current.move(-1, event.shiftKey);
          break;
        case 'PageDown':
          if (!onGrid) return;
          current.movePage(1, event.shiftKey);
          break;
        case 'PageUp':
          if (!onGrid) return;
          current.movePage(-1, event.shiftKey);
          break;
        case 'Home':
          if (!onGrid) return;
          current.moveTo('first', event.shiftKey);
          break;
        case 'End':
          if (!onGrid) return;
          current.moveTo('last', event.shiftKey);
          break;
        case 'Enter':
          if (!onGrid) return;
          current.open();
          break;
        case '.':
          current.openMenu();
          break;
        case 'Escape':
          if (!onGrid) return;
          current.clearSelection();
          break;
        default:
          handled = false;
      }
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [gridId]);
}
