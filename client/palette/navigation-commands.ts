import { MENU_ROUTES } from '../routes';
import { routeOffered } from '../routing/route-access';
import type { Command } from './command';

/**
 * One command per navigable route of the table, visible exactly when the guards would let the user in (and the
 * menu condition holds): the same routeAccess the router uses.
 */
export const NAVIGATION_COMMANDS: readonly Command[] = MENU_ROUTES.map((route) => ({
  id: `navigate.${route.id}`,
  title: `routes.menu.${route.menu.name}`,
  group: 'palette.group.navigation',
  scope: 'anywhere',
  keywords: [route.path],
  ...(route.menu.shortcut ? { shortcut: route.menu.shortcut } : {}),
  isVisible: (context) => routeOffered(route, { user: context.user, brand: context.brand }),
  isEnabled: (context) => context.route.id !== route.id,
  run: (context) => context.navigate(route.path),
}));
