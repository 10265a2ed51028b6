import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ROLES, type Role } from '../../../schema/domain/roles';
import { ENDPOINTS } from '../../../schema/rest/endpoints';
import { routeTable } from '../../routing/route-table';
import type { PageProps } from '../../routing/route-types';
import { sessionStore } from '../../session/session-store';
import { PageHeader } from '../../shell/page-header';
import {
  type OperationVerdict,
  operationPermissions,
  type PageVerdict,
  pagePermissions,
  roleSummary,
} from './role-permissions';

const VERDICT_CLASS: Record<PageVerdict | OperationVerdict, string> = {
  allowed: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300',
  public: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300',
  redirect: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  'operator-only': 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  forbidden: 'bg-slate-100 text-slate-700 dark:bg-slate-500/10 dark:text-slate-300',
  'not-found': 'bg-slate-100 text-slate-700 dark:bg-slate-500/10 dark:text-slate-300',
};

function roleOfUrl(): Role {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('role');
  return ROLES.find((role) => role === asked) ?? 'ADMIN';
}

/**
 * The permissions of a chosen role (spec section 2, "a screen showing the permissions of a selected role"): the
 * pages the router lets it open, and the api operations it may call, both read from the tables the router and the
 * api enforce (client/routes.ts with routeAccess, schema/rest's contract with canAccess), never written here.
 */
export default function RolePermissionsPage({ route }: PageProps) {
  const { t } = useTranslation(['roles', 'routes', 'common']);
  const { user } = useSnapshot(sessionStore);
  const channel = user?.channel ?? '';
  const [role, setRoleState] = useState<Role>(roleOfUrl);
  const setRole = (next: Role) => {
    setRoleState(next);
    history.replaceState(history.state, '', `${location.pathname}?role=${next}`);
  };
  const pages = useMemo(() => pagePermissions(role, channel, routeTable()), [role, channel]);
  const operations = useMemo(() => operationPermissions(role, channel, ENDPOINTS), [role, channel]);
  const summary = roleSummary(role);
  const pageName = (id: string) => {
    const page = pages.find((entry) => entry.route.id === id)?.route;
    if (!page) return id;
    return page.menu ? t(`routes.menu.${page.menu.name}`) : t(`routes.${page.title}`);
  };

  return (
    <section className="space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('roles.permissions.intro')}</p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 font-medium text-slate-700 text-sm dark:text-slate-200">
          {t('roles.permissions.pick')}
        </legend>
        {ROLES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-slate-700 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:has-[:checked]:bg-primary-900/40"
          >
            <input
              type="radio"
              name="role"
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
              className="accent-primary-600"
            />
            {t(`common.role.${value}`)}{' '}
            <span className="font-mono text-slate-600 text-xs dark:text-slate-300">{value}</span>
          </label>
        ))}
      </fieldset>

      <section
        aria-labelledby="role-summary-title"
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="role-summary-title" className="font-semibold text-base text-slate-900 dark:text-slate-50">
          {t('roles.permissions.summary', { role: t(`common.role.${role}`) })}
        </h2>
        <p className="text-slate-700 dark:text-slate-200">{t(`roles.permissions.about.${role}`)}</p>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="text-slate-600 dark:text-slate-300">{t('roles.permissions.levels')}</dt>
          <dd data-testid="role-levels">
            {summary.levels.map((level) => t(`roles.level.${level}`)).join(', ')}
          </dd>
          <dt className="text-slate-600 dark:text-slate-300">{t('roles.permissions.home')}</dt>
          <dd>
            {summary.home === '/login'
              ? t('roles.permissions.noHome')
              : pageName(pages.find((p) => p.route.path === summary.home)?.route.id ?? '')}{' '}
            <code className="font-mono text-slate-600 text-xs dark:text-slate-300">{summary.home}</code>
          </dd>
          <dt className="text-slate-600 dark:text-slate-300">{t('roles.permissions.abilities')}</dt>
          <dd>
            {summary.abilities
              .map((ability) => t(`roles.ability.${ability.action}.${ability.subject}`))
              .join(', ')}
          </dd>
        </dl>
      </section>

      <section
        aria-labelledby="role-pages-title"
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="role-pages-title" className="font-semibold text-base text-slate-900 dark:text-slate-50">
          {t('roles.permissions.pages', {
            count: pages.filter((page) => page.verdict === 'allowed').length,
            total: pages.length,
          })}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="role-pages">
            <thead className="text-slate-600 text-xs dark:text-slate-300">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('roles.permissions.column.page')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('roles.permissions.column.path')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('roles.permissions.column.needs')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('roles.permissions.column.verdict', { role: t(`common.role.${role}`) })}
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map(({ route: page, verdict, redirectTo }) => (
                <tr key={page.id} className="border-slate-200 border-t dark:border-slate-700">
                  <th scope="row" className="py-1.5 pr-3 font-normal text-slate-900 dark:text-slate-100">
                    {pageName(page.id)}
                  </th>
                  <td className="py-1.5 pr-3 font-mono text-slate-600 text-xs dark:text-slate-300">
                    {page.path}
                  </td>
                  <td className="py-1.5 pr-3">
                    {t(`roles.level.${page.level}`)}
                    {page.rules?.includes('channel-prefix')
                      ? ` · ${t('roles.permissions.rule.channelPrefix')}`
                      : ''}
                  </td>
                  <td className="py-1.5">
                    <span className={`rounded px-2 py-0.5 text-xs ${VERDICT_CLASS[verdict]}`}>
                      {t(`roles.verdict.${verdict}`, { to: redirectTo ?? '' })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section
        aria-labelledby="role-operations-title"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="role-operations-title" className="font-semibold text-base text-slate-900 dark:text-slate-50">
          {t('roles.permissions.operations')}
        </h2>
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('roles.permissions.operationsIntro')}</p>
        {operations.map((group) => {
          const allowed = group.operations.filter((operation) => operation.verdict === 'allowed').length;
          return (
            <details
              key={group.level}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <summary className="cursor-pointer text-slate-800 text-sm dark:text-slate-100">
                {t('roles.permissions.operationGroup', {
                  level: t(`roles.level.${group.level}`),
                  count: allowed,
                  total: group.operations.length,
                })}
              </summary>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {group.operations.map(({ endpoint, verdict }) => (
                  <li key={endpoint.id} className="flex items-center gap-2 text-xs">
                    <span className={`rounded px-1.5 py-0.5 ${VERDICT_CLASS[verdict]}`}>
                      {t(`roles.verdict.${verdict}`, { to: '' })}
                    </span>
                    <code className="font-mono text-slate-700 dark:text-slate-200">
                      {endpoint.method} {endpoint.path}
                    </code>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </section>
    </section>
  );
}
