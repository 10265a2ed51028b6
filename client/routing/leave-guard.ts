import { useCallback } from 'react';
import { proxy } from 'valtio';
import type { BaseLocationHook } from 'wouter';

type LeaveGuard = { isActive: () => boolean };

let guard: LeaveGuard | null = null;

/** The navigation waiting for the user's answer to "leave and lose your changes?", shown by LeaveConfirmHost. */
export const leaveRequest = proxy<{ pending: { leave: () => void } | null }>({ pending: null });

/**
 * A page with work that would be lost (the signup wizard's unsaved step) guards navigation away from it: menu,
 * links, palette and the console's own redirects ask first. Returns the function that lifts the guard.
 */
export function setLeaveGuard(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Runs `leave` now, or after the user confirms when a guard is up. */
export function askToLeave(leave: () => void): void {
  if (!guard?.isActive()) {
    leave();
    return;
  }
  leaveRequest.pending = {
    leave: () => {
      guard = null;
      leave();
    },
  };
}

/** The router's location hook with every navigation passed through the leave guard. */
export function guardLocationHook(useBaseLocation: BaseLocationHook): BaseLocationHook {
  return function useGuardedLocation(...args: Parameters<BaseLocationHook>) {
    const [location, navigate] = useBaseLocation(...args);
    const guarded = useCallback(
      (to: string, ...rest: unknown[]) => {
        if (to === location) return navigate(to, ...rest);
        askToLeave(() => navigate(to, ...rest));
      },
      [location, navigate],
    );
    return [location, guarded];
  } as BaseLocationHook;
}
