import type { RouteDefinition } from './route-types';

let table: readonly RouteDefinition[] = [];

/**
 * The route table as the router holds it, for a page that shows it (the role permissions screen). A page cannot
 * import client/routes.ts, which imports every page: the router hands the table over when it loads.
 */
export function provideRouteTable(routes: readonly RouteDefinition[]): void {
  table = routes;
}

export function routeTable(): readonly RouteDefinition[] {
  return table;
}
