import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from './page-header';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-lg space-y-4 text-center">
        <p className="font-bold text-6xl text-primary-500">404</p>
        <PageHeader title={t('notFound.title')} />
        <p className="text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
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
