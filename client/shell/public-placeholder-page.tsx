import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PageProps } from '../routing/route-types';
import { PageHeader } from './page-header';

/** Public pages (payment, verification, public coverage) until their issues build them. */
export default function PublicPlaceholderPage({ route }: PageProps) {
  const { t } = useTranslation(['routes', 'common']);
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-lg space-y-4 rounded-xl bg-white p-10 text-center shadow-sm dark:bg-slate-900">
        <PageHeader title={t(`routes.${route.title}`)} />
        <p className="font-medium text-primary-700 dark:text-primary-400">{t('common.comingSoon')}</p>
        <Link href="/" className="inline-block text-primary-700 underline dark:text-primary-400">
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
