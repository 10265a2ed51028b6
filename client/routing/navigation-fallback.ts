import type { Role } from '../../schema/domain/roles';
import type { Navigate } from '../session/navigator';
import { fallbackPathFor } from './decide-navigation';

/** A blank screen is checked for 500 ms after a navigation. */
export const BLANK_SCREEN_CHECK_MS = 500;
/** The same fallback is not taken twice within this window, so a broken home page cannot bounce forever. */
const REPEAT_GUARD_MS = 5000;

let lastFallback: { to: string; at: number } | null = null;

/** Whether the app rendered nothing a person could see or use (no root element: nothing to judge). */
export function isBlankScreen(root: Element | null): boolean {
  if (!root) return false;
  if ((root.textContent ?? '').trim() !== '') return false;
  return !root.querySelector('img,svg,input,button,select,textarea,video,canvas,iframe,a[href]');
}

/**
 * Sends the user to the role's fallback page (ADMIN dashboard, AGENT/MANAGER signup v2, others login). Returns
 * false when already there or when the same fallback was just taken.
 */
export function takeNavigationFallback(
  currentPath: string,
  role: Role | null | undefined,
  navigate: Navigate,
  now: number = Date.now(),
): boolean {
  const to = fallbackPathFor(role);
  if (to === currentPath) return false;
  if (lastFallback && lastFallback.to === to && now - lastFallback.at < REPEAT_GUARD_MS) return false;
  lastFallback = { to, at: now };
  navigate(to, { replace: true });
  return true;
}
