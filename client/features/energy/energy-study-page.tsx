import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { navigateTo } from '../../session/navigator';
import { PageHeader } from '../../shell/page-header';
import { formatDate } from '../../ui/format';
import { EnergyStudiesQuery } from './energy-documents';
import { energyPaths } from './energy-paths';
import { EnergyStudyForm } from './energy-study-form';

/** The channel's latest studies, each opening its comparison. */
function RecentStudies() {
  const { t } = useTranslation('energy');
  const studies = useGraphqlQuery(EnergyStudiesQuery, {}, 'cache-and-network');
  const items = studies.data?.energyStudies ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="energy-recent-title" className="space-y-2">
      <h2 id="energy-recent-title" className="font-medium text-slate-800 dark:text-slate-100">
        {t('energy.recent.title')}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('energy.recent.cups')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('energy.recent.tariff')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('energy.recent.postalCode')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('energy.recent.createdBy')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('energy.recent.created')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((study) => (
              <tr key={study.id} className="border-slate-100 border-t dark:border-slate-800">
                <td className="px-3 py-2 font-mono">
                  <Link
                    href={energyPaths.result(study.id)}
                    className="text-primary-700 underline dark:text-primary-300"
                  >
                    {study.cups}
                  </Link>
                </td>
                <td className="px-3 py-2">{study.tariff}</td>
                <td className="px-3 py-2">{study.postalCode}</td>
                <td className="px-3 py-2">{study.createdBy}</td>
                <td className="px-3 py-2 tabular-nums">{formatDate(study.created, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * /energy (agent and above): the agent types the customer's last electricity bill (and gas bill) and saves the
 * study, which opens its comparison with the brand's products; the channel's latest studies are listed below.
 */
export default function EnergyStudyPage({ route }: PageProps) {
  const { t } = useTranslation(['energy', 'routes']);
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('energy.form.intro')}</p>
      <EnergyStudyForm onSaved={(id) => navigateTo(energyPaths.result(id))} />
      <RecentStudies />
    </section>
  );
}
