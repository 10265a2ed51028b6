import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { readLastUnauthorized } from '../session/navigation-memory';
import { PageHeader } from './page-header';

/** Shows the last unauthorized attempt of this browser session. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation('common');
  const attempt = readLastUnauthorized();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-lg space-y-4 text-center">
        <p className="font-bold text-6xl text-primary-500">403</p>
        <PageHeader title={t('notAuthorized.title')} />
        <p className="text-slate-600 dark:text-slate-300">{t('notAuthorized.body')}</p>
        {attempt ? (
          <p className="text-slate-600 text-sm dark:text-slate-400">
            {t('notAuthorized.attempt')}{' '}
            <code
              data-testid="unauthorized-attempt"
              className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {attempt}
            </code>
          </p>
        ) : null}
        <Link
          href="/"
          className="inline-block rounded-md bg-primary-600 px-4 py-2 font-medium text-white hover:bg-primary-700"
        >
          {t('backHome')}
        </Link>
      </div>
    </main>
  );
}
