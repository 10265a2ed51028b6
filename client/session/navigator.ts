import { navigate as browserNavigate } from 'wouter/use-browser-location';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

type Navigator = { navigate: Navigate; current: () => string };

const browserNavigator: Navigator = {
  navigate: browserNavigate,
  current: () => `${location.pathname}${location.search}`,
};

let active: Navigator = browserNavigator;

/**
 * Navigation for code outside React (the 401 handler, logout, channel switching). The router registers its own
 * location, so tests that render with a memory location see these navigations too.
 */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  active.navigate(to, options);
}

/** The path and query the router is on. */
export function currentLocation(): string {
  return active.current();
}

export function registerNavigator(navigator: Navigator): () => void {
  active = navigator;
  return () => {
    if (active === navigator) active = browserNavigator;
  };
}
