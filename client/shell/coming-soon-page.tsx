import { useTranslation } from 'react-i18next';
import type { PageProps } from '../routing/route-types';
import { PageHeader } from './page-header';

/** A placeholder page (title and a translated "coming soon"); no route may load it (tests/client/route-table.test.ts). */
export default function ComingSoonPage({ route }: PageProps) {
  const { t } = useTranslation(['routes', 'common']);
  return (
    <section className="space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <div className="rounded-xl border border-slate-200 border-dashed bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900">
        <p className="font-medium text-primary-700 dark:text-primary-400">{t('common.comingSoon')}</p>
      </div>
    </section>
  );
}
