import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EnergyStudyFieldsFragment } from '../../generated/graphql';
import { registerCommands } from '../../palette/command-registry';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { formatEuros, formatPercent } from '../../ui/format';
import { PageSpinner } from '../../ui/page-spinner';
import { resultCommands } from './energy-commands';
import { EnergyStudyQuery } from './energy-documents';
import { EnergyOffersTable } from './energy-offers-table';
import { energyPaths, signupLinkFor } from './energy-paths';
import { tariffKey } from './tariff-key';

type Study = EnergyStudyFieldsFragment;
type Estimate = Study['comparison']['current']['electricity'];

/** What the customer pays now: the bill's own days (to check against the printed total), a month and a year. */
function CurrentCost({ label, days, estimate }: { label: string; days: number; estimate: Estimate }) {
  const { t, i18n } = useTranslation('energy');
  const money = (cents: number) => formatEuros(cents, i18n.language);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h3 className="font-medium text-slate-800 dark:text-slate-100">{label}</h3>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-300">
          {t('energy.result.billingPeriod', { count: days })}
        </dt>
        <dd className="text-right tabular-nums">{money(estimate.billingPeriod.totalCents)}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{t('energy.result.perMonth')}</dt>
        <dd className="text-right tabular-nums">{money(estimate.monthlyCents)}</dd>
        <dt className="font-medium text-slate-900 dark:text-slate-50">{t('energy.result.perYear')}</dt>
        <dd className="text-right font-medium text-slate-900 tabular-nums dark:text-slate-50">
          {money(estimate.annual.totalCents)}
        </dd>
      </dl>
    </div>
  );
}

function StudyResult({ study }: { study: Study }) {
  const { t, i18n } = useTranslation(['energy', 'domain']);
  const { comparison } = study;
  const electricity = comparison.offers.filter((offer) => offer.family === 'ELECTRICITY');
  const gas = comparison.offers.filter((offer) => offer.family === 'GAS');
  const signupLink = (offer: { productId: string }) => signupLinkFor(offer.productId, study);

  // The palette's page commands: the best offer into the wizard, and a new study.
  const best = electricity[0] ?? gas[0];
  const bestName = best?.name ?? null;
  const bestLink = best ? signupLinkFor(best.productId, study) : null;
  useEffect(
    () => registerCommands(resultCommands(bestName && bestLink ? { name: bestName, link: bestLink } : null)),
    [bestName, bestLink],
  );

  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600 dark:text-slate-300">{t('energy.result.cups')}</dt>
        <dd className="font-mono">{study.cups}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{t('energy.result.tariff')}</dt>
        <dd>{t(`energy.tariff.${tariffKey(study.tariff)}`, { defaultValue: study.tariff })}</dd>
        <dt className="text-slate-600 dark:text-slate-300">{t('energy.result.postalCode')}</dt>
        <dd>{study.postalCode}</dd>
        {study.customerFiscalId ? (
          <>
            <dt className="text-slate-600 dark:text-slate-300">{t('energy.result.customerFiscalId')}</dt>
            <dd className="font-mono">{study.customerFiscalId}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {t('energy.result.taxes', {
          electricityTax: formatPercent(comparison.electricityTaxRate, i18n.language),
          tax: t(`domain.taxTerritory.${comparison.taxTerritory}`),
          rate: formatPercent(comparison.taxRate, i18n.language),
        })}
      </p>
      <section aria-labelledby="energy-current-title" className="space-y-2">
        <h2 id="energy-current-title" className="font-medium text-lg text-slate-900 dark:text-slate-50">
          {t('energy.result.currentTitle')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <CurrentCost
            label={t('energy.result.electricity')}
            days={study.billingDays}
            estimate={comparison.current.electricity}
          />
          {comparison.current.gas && study.gas ? (
            <CurrentCost
              label={t('energy.result.gas')}
              days={study.gas.billingDays}
              estimate={comparison.current.gas}
            />
          ) : null}
        </div>
      </section>
      <section aria-labelledby="energy-offers-title" className="space-y-3">
        <h2 id="energy-offers-title" className="font-medium text-lg text-slate-900 dark:text-slate-50">
          {t('energy.result.offersTitle')}
        </h2>
        {electricity.length === 0 ? (
          <p className="text-slate-600 text-sm dark:text-slate-300">
            {t('energy.result.noElectricityOffers')}
          </p>
        ) : (
          <EnergyOffersTable
            caption={t('energy.result.electricityOffers')}
            offers={electricity}
            signupLink={signupLink}
          />
        )}
        {comparison.current.gas ? (
          gas.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-300">{t('energy.result.noGasOffers')}</p>
          ) : (
            <EnergyOffersTable caption={t('energy.result.gasOffers')} offers={gas} signupLink={signupLink} />
          )
        ) : null}
      </section>
      <Link
        href={energyPaths.study}
        className="inline-block text-primary-700 text-sm underline dark:text-primary-300"
      >
        {t('energy.result.newStudy')}
      </Link>
    </div>
  );
}

/**
 * /energy-result/{id} (agent and above): the saved study against the brand's electricity and gas products, best
 * first, each with "Sign up with this product" into the signup wizard with that product chosen.
 */
export default function EnergyResultPage({ route, params }: PageProps) {
  const { t } = useTranslation(['energy', 'routes', 'errors']);
  const id = params.id ?? '';
  const query = useGraphqlQuery(EnergyStudyQuery, { id }, 'cache-and-network');
  const study = query.data?.energyStudy ?? null;
  return (
    <section className="mx-auto max-w-5xl space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      {study ? (
        <StudyResult study={study} />
      ) : query.error ? (
        <div className="space-y-2">
          <p role="alert" className="text-red-700 text-sm dark:text-red-300">
            {query.error.code === 'NOT_FOUND' ? t('energy.result.notFound') : t(`errors.${query.error.code}`)}
          </p>
          <Link href={energyPaths.study} className="text-primary-700 text-sm underline dark:text-primary-300">
            {t('energy.result.newStudy')}
          </Link>
        </div>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
