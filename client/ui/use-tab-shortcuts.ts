import { useEffect, useRef } from 'react';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The palette, a dialog, an open menu or listbox owns the keys while it is on screen. */
function somethingOpenAbove(): boolean {
  return (
    document.querySelector('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"]') !== null
  );
}

/** The tab a key asks for: `[` and `]` step (wrapping), Alt+1..9 jump by position (by physical key: Alt+digit types other characters on a Mac). */
function tabForKey<Tab>(tabs: readonly Tab[], current: Tab, event: KeyboardEvent): Tab | undefined {
  if (event.metaKey) return undefined;
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
  if (digit && event.altKey && !event.ctrlKey) return tabs[Number(digit) - 1];
  // AltGr types the brackets on Spanish and Catalan keyboards, and reaches the page as Ctrl+Alt.
  if (event.ctrlKey && !event.altKey) return undefined;
  const index = tabs.indexOf(current);
  if (event.key === ']') return tabs[(index + 1) % tabs.length];
  if (event.key === '[') return tabs[(index - 1 + tabs.length) % tabs.length];
  return undefined;
}

/**
 * The page's tab keys, anywhere on the page except while typing or while something opens above it. When the
 * focus is on the tab strip it follows the selection, so the strip keeps one Tab stop on the selected tab.
 */
export function useTabShortcuts<Tab>(
  tabs: readonly Tab[],
  current: Tab,
  select: (tab: Tab) => void,
  focusTab: (tab: Tab) => void,
): void {
  const latest = useRef({ tabs, current, select, focusTab });
  latest.current = { tabs, current, select, focusTab };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextField(event.target) || somethingOpenAbove()) return;
      const { tabs, current, select, focusTab } = latest.current;
      const next = tabForKey(tabs, current, event);
      if (next === undefined) return;
      event.preventDefault();
      const onStrip = document.activeElement?.getAttribute('role') === 'tab';
      select(next);
      if (onStrip) focusTab(next);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
