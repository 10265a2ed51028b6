import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../../routing/route-types';
import { logOut } from '../../session/log-out';
import { sessionStore } from '../../session/session-store';
import { PageHeader } from '../../shell/page-header';
import { Button } from '../../ui/button';

/**
 * /access-control: where `/` sends a CLIENT (spec section 6). The console is for channel staff; the page says so,
 * who is signed in, and offers to sign out (to come back with a staff account).
 */
export default function AccessControlPage({ route }: PageProps) {
  const { t } = useTranslation(['roles', 'routes', 'common']);
  const { user } = useSnapshot(sessionStore);
  const role = user?.role ?? null;
  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
        <p className="text-slate-800 dark:text-slate-100">{t('roles.accessControl.body')}</p>
        {user ? (
          <p className="text-slate-600 text-sm dark:text-slate-300" data-testid="access-control-user">
            {t('roles.accessControl.signedInAs', {
              email: user.email,
              role: role ? t(`common.role.${role}`) : t('roles.accessControl.noRole'),
            })}
          </p>
        ) : null}
        <p className="text-slate-600 text-sm dark:text-slate-300">{t('roles.accessControl.help')}</p>
        <div className="flex justify-end">
          <Button size="lg" onClick={() => void logOut()}>
            {t('roles.accessControl.signOut')}
          </Button>
        </div>
      </div>
    </section>
  );
}
