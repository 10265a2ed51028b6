import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { consoleResourcesReady, loadConsoleResources, onConsoleResourcesReady } from './console-resources';
import { matchRoute } from './routing/match-route';
import { sessionStore } from './session/session-store';
import { PageSpinner } from './ui/page-spinner';

/**
 * Whether an anonymous visitor at `path` sees the login page: /login itself, or a console route, which the router
 * sends to /login. The public pages (and an unknown path's page) read other namespaces.
 */
export function showsLoginPage(path: string): boolean {
  const route = matchRoute(path)?.route;
  return route !== undefined && (route.id === 'login' || route.level !== 'public');
}

/**
 * The router, once what the console needs beyond the login page is loaded (every catalogue, the palette's commands;
 * client/console-resources.ts): an anonymous visitor on the login page started without them (client/main.tsx);
 * signing in, or going to any other page, loads them first, so no page renders before its texts and commands.
 */
export function ConsoleResourcesGate({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { status } = useSnapshot(sessionStore);
  const needed = status !== 'anonymous' || !showsLoginPage(path);
  const ready = useSyncExternalStore(onConsoleResourcesReady, consoleResourcesReady);
  useEffect(() => {
    if (needed) void loadConsoleResources();
  }, [needed]);
  return needed && !ready ? <PageSpinner fullScreen /> : children;
}
