import { canAccess, channelManagementAllowed, effectiveRole, type Role } from '../../schema/domain/roles';
import type { NavigationContext } from '../session/navigation-context';
import type { RouteDefinition } from './route-types';

export type RouteAccess =
  | { kind: 'allowed' }
  | { kind: 'unauthenticated' }
  | { kind: 'forbidden' }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: string };

const SIGNUP_PATH = '/subscriptions/v2';

/**
 * Whether the signed-in user (or nobody) may open a route. The guards, the side menu and the palette all ask
 * this one function, so what the menu offers is what the router lets through.
 */
export function routeAccess(route: RouteDefinition, user: NavigationContext['user']): RouteAccess {
  if (route.level === 'public') return { kind: 'allowed' };
  if (!user) return { kind: 'unauthenticated' };
  const role: Role = effectiveRole(user.role);
  if (route.rules?.includes('channel-prefix') && !channelManagementAllowed(user.channel)) {
    return { kind: 'not-found' };
  }
  if (route.rules?.includes('agents-to-signup') && (role === 'AGENT' || role === 'MANAGER')) {
    return { kind: 'redirect', to: SIGNUP_PATH };
  }
  return canAccess(role, route.level) ? { kind: 'allowed' } : { kind: 'forbidden' };
}

/** Whether a navigation entry (menu link or palette command) for this route should be offered. */
export function routeOffered(route: RouteDefinition, context: NavigationContext): boolean {
  if (routeAccess(route, context.user).kind !== 'allowed') return false;
  return route.menu?.condition?.(context) ?? true;
}

/** Whether the side menu shows this route's entry: its own menu level, its condition, and route access. */
export function menuEntryShown(route: RouteDefinition, context: NavigationContext): boolean {
  if (!route.menu || !context.user) return false;
  if (!canAccess(effectiveRole(context.user.role), route.menu.level)) return false;
  return routeOffered(route, context);
}
