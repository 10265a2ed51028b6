import { type RefObject, useEffect } from 'react';
import { useLocation } from 'wouter';
import { afterPaletteClosed } from '../palette/palette-store';

/** The path whose heading last took the focus; null until the first page of this document has shown. */
let arrivedAt: string | null = null;

/** A page that moved the focus into itself on arrival (a field, its grid, a tab) keeps it. */
function pageTookFocus(heading: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === heading) return false;
  return heading.closest('main')?.contains(active) ?? false;
}

/**
 * Moves the focus to the page's heading when a navigation arrives at a new path (menu, link, palette, redirect,
 * Back), so the next Tab goes into the page. The first page of a document load leaves the focus where the browser
 * put it. The palette hands the focus back when it closes; the heading waits for that, or the hand-back would win.
 */
export function useArrivalFocus(ref: RefObject<HTMLElement | null>): void {
  const [path] = useLocation();
  useEffect(() => {
    if (path === arrivedAt) return;
    const firstPage = arrivedAt === null;
    arrivedAt = path;
    if (firstPage) return;
    void afterPaletteClosed().then(() => {
      const heading = ref.current;
      if (heading?.isConnected && !pageTookFocus(heading)) heading.focus();
    });
  }, [path, ref]);
}
