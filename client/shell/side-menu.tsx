import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { MENU_ROUTES } from '../routes';
import { menuEntryShown } from '../routing/route-access';
import { sessionStore } from '../session/session-store';
import { Icon } from '../ui/icon';
import { BrandMark } from './brand-mark';
import { MENU_MINI_WIDTH_PX, MENU_WIDTH_PX, setMenuCollapsed, shellStore } from './shell-store';

/** Side menu (260 px, 68 px when mini): the route table's entries this user may see, in the route table's order. */
export function SideMenu({ currentRouteId }: { currentRouteId: string }) {
  const { t } = useTranslation(['common', 'routes']);
  const { user, brand } = useSnapshot(sessionStore);
  const { menuCollapsed: mini } = useSnapshot(shellStore);
  const context = { user, brand };
  const entries = MENU_ROUTES.filter((route) => menuEntryShown(route, context));

  return (
    <aside
      style={{ width: mini ? MENU_MINI_WIDTH_PX : MENU_WIDTH_PX }}
      className="sticky top-0 flex h-screen shrink-0 flex-col border-slate-200 border-r bg-white transition-[width] duration-200 dark:border-slate-800 dark:bg-slate-900"
    >
      <div
        className={`flex h-16 items-center gap-2 px-4 ${mini ? 'justify-center px-2' : 'justify-between'}`}
      >
        {mini ? null : <BrandMark brand={brand} mini={false} />}
        <button
          type="button"
          aria-pressed={mini}
          aria-label={t('common.collapseMenu')}
          title={t('common.collapseMenu')}
          onClick={() => setMenuCollapsed(!mini)}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <Icon name={mini ? 'expand' : 'collapse'} />
        </button>
      </div>
      <nav aria-label={t('common.mainMenu')} className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="space-y-1">
          {entries.map((route) => {
            const label = t(`routes.menu.${route.menu.name}`);
            const active = route.id === currentRouteId;
            return (
              <li key={route.id} className="group relative">
                <Link
                  href={route.path}
                  aria-current={active ? 'page' : undefined}
                  className={`flex h-10 items-center gap-3 rounded-lg px-3 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary-500 ${
                    active
                      ? 'bg-primary-700 text-white shadow-sm'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                  } ${mini ? 'justify-center px-0' : ''}`}
                >
                  <Icon name={route.menu.icon} className="size-5 shrink-0" />
                  <span className={mini ? 'sr-only' : 'flex-1 truncate'}>{label}</span>
                  {route.menu.badge ? (
                    <span
                      className={`rounded-full bg-secondary-700 px-2 py-0.5 font-semibold text-[10px] text-white uppercase dark:bg-secondary-500 ${mini ? 'sr-only' : ''}`}
                    >
                      {t(`common.badge.${route.menu.badge}`)}
                    </span>
                  ) : null}
                </Link>
                {mini ? (
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 left-full z-30 ml-2 -translate-y-1/2 whitespace-nowrap rounded-md bg-secondary-900 px-2 py-1 text-white text-xs opacity-0 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
                  >
                    {label}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
