import type { ReactNode } from 'react';
import type { RouteDefinition } from '../routing/route-types';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/** Layout of login, public pages, 404 and not-authorized: the page alone, with language and theme at hand. */
export function BlankLayout({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  return (
    <div
      className={`min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100 ${route.accent === 'secondary' ? 'accent-secondary' : ''}`}
    >
      {/* A landmark of its own, so no control of the page sits outside one. */}
      <header className="absolute top-4 right-4 flex items-center gap-2">
        <LanguageSwitch />
        <ThemeToggle />
      </header>
      {children}
    </div>
  );
}
