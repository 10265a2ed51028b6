import { effectiveRole, homePathFor, type Role } from '../../schema/domain/roles';
import type { AuthSnapshot } from '../session/auth-snapshot';
import { matchRoute } from './match-route';
import { routeAccess } from './route-access';
import type { RouteDefinition } from './route-types';

const LOGIN_PATH = '/login';
const NOT_FOUND_PATH = '/error-404';
const NOT_AUTHORIZED_PATH = '/not-authorized';

export type NavigationDecision =
  | { kind: 'render'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'wait' }
  | { kind: 'session-error' }
  | {
      kind: 'redirect';
      to: string;
      /** Where an unauthenticated visitor was going, to return there after sign-in ('' forgets it). */
      returnTo?: string;
      /** The attempt the not-authorized page shows (remembered for the session). */
      unauthorizedAttempt?: string;
    };

function loginWithMarketplace(search: string): string {
  const marketplace = new URLSearchParams(search).get('marketplace');
  return marketplace === null ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ marketplace })}`;
}

function withQuery(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${path}?${query}` : path;
}

/**
 * The route guards as one pure function: given a location and what is known about the visitor,
 * render the route, wait for the session, or redirect (and what to remember when redirecting).
 */
export function decideNavigation(
  path: string,
  search: string,
  auth: AuthSnapshot,
  /** Where a visitor sent to login was going; /login sends a signed-in user there. */
  returnTo?: string | null,
): NavigationDecision {
  if (path === '/' || path === '') {
    if (auth.status === 'anonymous') return { kind: 'redirect', to: withQuery(LOGIN_PATH, search) };
    if (auth.status === 'pending') return { kind: 'wait' };
    if (auth.status === 'error') return { kind: 'session-error' };
    return { kind: 'redirect', to: homePathFor(auth.user.role) };
  }

  const match = matchRoute(path);
  if (!match) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const { route, params } = match;

  if (route.id === 'login') {
    if (auth.status === 'authenticated') {
      return { kind: 'redirect', to: returnTo || homePathFor(auth.user.role), returnTo: '' };
    }
    if (auth.status === 'pending') return { kind: 'wait' };
  }
  if (route.level === 'public') return { kind: 'render', route, params };

  if (auth.status === 'pending') return { kind: 'wait' };
  if (auth.status === 'error') return { kind: 'session-error' };
  const attempted = withQuery(path, search);
  if (auth.status === 'anonymous') {
    return { kind: 'redirect', to: loginWithMarketplace(search), returnTo: attempted };
  }

  const access = routeAccess(route, auth.user);
  switch (access.kind) {
    case 'allowed':
      return { kind: 'render', route, params };
    case 'redirect':
      return { kind: 'redirect', to: access.to };
    case 'not-found':
      return { kind: 'redirect', to: NOT_FOUND_PATH };
    case 'forbidden':
      return { kind: 'redirect', to: NOT_AUTHORIZED_PATH, unauthorizedAttempt: attempted };
    case 'unauthenticated':
      return { kind: 'redirect', to: loginWithMarketplace(search), returnTo: attempted };
  }
}

/** Where the blank-screen / navigation-error fallback sends a user. */
export function fallbackPathFor(role: Role | null | undefined): string {
  const effective = role ? effectiveRole(role) : null;
  if (effective === 'ADMIN') return '/dashboard';
  if (effective === 'AGENT' || effective === 'MANAGER') return '/subscriptions/v2';
  return LOGIN_PATH;
}
