import type { ComponentType } from 'react';
import type { AccessLevel } from '../../schema/domain/roles';
import type { NavigationContext } from '../session/navigation-context';
import type { MenuIconName } from '../ui/icon';

// The shapes of the route table. They live apart from client/routes.ts so that pages, the router and the shell can
// name them without importing the table, which imports every page: routes.ts stays the top of the module graph.

export type RouteLayout = 'blank' | 'content';

export type MenuEntry = {
  /** Menu name; also the i18n key under `routes.menu.`. */
  name: string;
  level: AccessLevel;
  icon: MenuIconName;
  badge?: 'new';
  condition?: (context: NavigationContext) => boolean;
  /** Key sequence that opens the page from anywhere, e.g. ['g', 'd']. */
  shortcut?: readonly string[];
};

export type PageProps = { route: RouteDefinition; params: Record<string, string> };
export type PageModule = { default: ComponentType<PageProps> };

/**
 * Rules beyond the access level: `channel-prefix` sends users whose current channel does not
 * start with 202/145 to 404; `agents-to-signup` sends AGENT and MANAGER (and USER) to signup v2.
 */
export type RouteRule = 'channel-prefix' | 'agents-to-signup';

export type RouteDefinition = {
  id: string;
  /** wouter-style pattern; `:name` matches one segment. Matching ignores case and a trailing slash. */
  path: string;
  level: AccessLevel;
  layout: RouteLayout;
  /** i18n key (namespace routes) of the page title. */
  title: string;
  load: () => Promise<PageModule>;
  menu?: MenuEntry;
  /** A page without its own menu entry that shows the entry of this route as current (/new-order → signup). */
  menuOf?: string;
  rules?: readonly RouteRule[];
  /** The public general coverage page uses the secondary colour as its primary. */
  accent?: 'secondary';
};
