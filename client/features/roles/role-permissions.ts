import {
  ACCESS_LEVELS,
  type AccessLevel,
  abilitiesFor,
  canAccess,
  homePathFor,
  OPERATOR_CHANNEL,
  type Role,
} from '../../../schema/domain/roles';
import type { Endpoint } from '../../../schema/rest/endpoint';
import { routeAccess } from '../../routing/route-access';
import type { RouteDefinition } from '../../routing/route-types';

/** What the router does with a role on a page: lets it in, sends it elsewhere, refuses it, or hides the page. */
export type PageVerdict = 'allowed' | 'redirect' | 'forbidden' | 'not-found';

export type PagePermission = { route: RouteDefinition; verdict: PageVerdict; redirectTo: string | null };

/**
 * Every signed-in page of the route table as the router would treat `role` standing in `channel`: the same
 * routeAccess the guards, the side menu and the palette ask, so this screen cannot disagree with them.
 */
export function pagePermissions(
  role: Role,
  channel: string,
  routes: readonly RouteDefinition[],
): PagePermission[] {
  return routes
    .filter((route) => route.level !== 'public')
    .map((route) => {
      const access = routeAccess(route, { role, channel, originalChannel: channel });
      if (access.kind === 'redirect') return { route, verdict: 'redirect', redirectTo: access.to };
      const verdict: PageVerdict =
        access.kind === 'allowed' ? 'allowed' : access.kind === 'not-found' ? 'not-found' : 'forbidden';
      return { route, verdict, redirectTo: null };
    });
}

/** Whether `role` may call an endpoint: the api's own check (api/http/endpoint-router.ts) over the contract. */
export type OperationVerdict = 'allowed' | 'forbidden' | 'operator-only' | 'public';

export function operationVerdict(role: Role, endpoint: Endpoint, channel: string): OperationVerdict {
  if (endpoint.access === 'public') return 'public';
  if (endpoint.access === 'operator') return channel === OPERATOR_CHANNEL ? 'allowed' : 'operator-only';
  return canAccess(role, endpoint.access) ? 'allowed' : 'forbidden';
}

/** The contract's signed-in operations grouped by the level they need, each with the role's verdict. */
export function operationPermissions(role: Role, channel: string, endpoints: readonly Endpoint[]) {
  const signedIn = endpoints.filter((endpoint) => endpoint.access !== 'public');
  const levels = [...ACCESS_LEVELS.filter((level) => level !== 'public'), 'operator'] as const;
  return levels
    .map((level) => ({
      level,
      operations: signedIn
        .filter((endpoint) => endpoint.access === level)
        .map((endpoint) => ({ endpoint, verdict: operationVerdict(role, endpoint, channel) })),
    }))
    .filter((group) => group.operations.length > 0);
}

/** The role's summary: the levels it reaches (cumulative), its abilities and where `/` sends it. */
export function roleSummary(role: Role) {
  return {
    levels: ACCESS_LEVELS.filter((level): level is AccessLevel => canAccess(role, level)),
    abilities: abilitiesFor(role),
    home: homePathFor(role),
  };
}
