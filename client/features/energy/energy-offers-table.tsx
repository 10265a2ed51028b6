import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EnergyStudyFieldsFragment } from '../../generated/graphql';
import { formatEuros } from '../../ui/format';

type Offer = EnergyStudyFieldsFragment['comparison']['offers'][number];

/** A saving as the customer hears it: what they save, or what it costs more (never a bare minus sign). */
function Saving({ cents }: { cents: number }) {
  const { t, i18n } = useTranslation('energy');
  if (cents === 0) return <span>{t('energy.result.noSaving')}</span>;
  const amount = formatEuros(Math.abs(cents), i18n.language);
  return cents > 0 ? (
    <span className="font-medium text-emerald-700 dark:text-emerald-300">
      {t('energy.result.saves', { amount })}
    </span>
  ) : (
    <span className="text-red-700 dark:text-red-300">{t('energy.result.costsMore', { amount })}</span>
  );
}

/**
 * One family's offers, best first: cost per month and per year for the customer's consumption, the saving against
 * what they pay now, and "Sign up with this product" into the wizard.
 */
export function EnergyOffersTable({
  caption,
  offers,
  signupLink,
}: {
  caption: string;
  offers: readonly Offer[];
  signupLink: (offer: Offer) => string;
}) {
  const { t, i18n } = useTranslation('energy');
  const money = (cents: number) => formatEuros(cents, i18n.language);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-medium text-slate-800 dark:text-slate-100">
          {caption}
        </caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('energy.result.product')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('energy.result.perMonth')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('energy.result.perYear')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('energy.result.savingPerMonth')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('energy.result.savingPerYear')}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('energy.result.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer, index) => (
            <tr
              key={offer.productId}
              data-offer={offer.productId}
              className="border-slate-100 border-t align-top dark:border-slate-800"
            >
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <span className="font-medium text-slate-900 dark:text-slate-50">{offer.name}</span>
                {index === 0 ? (
                  <span className="ml-2 rounded-full bg-primary-100 px-2 py-0.5 text-primary-800 text-xs dark:bg-primary-900/50 dark:text-primary-200">
                    {t('energy.result.best')}
                  </span>
                ) : null}
                {offer.description ? (
                  <span className="block text-slate-600 text-xs dark:text-slate-400">
                    {offer.description}
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{money(offer.monthlyCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(offer.annualCents)}</td>
              <td className="px-3 py-2 tabular-nums">
                <Saving cents={offer.monthlySavingCents} />
              </td>
              <td className="px-3 py-2 tabular-nums">
                <Saving cents={offer.annualSavingCents} />
              </td>
              <td className="px-3 py-2 text-right">
                <Link
                  href={signupLink(offer)}
                  className="inline-flex items-center whitespace-nowrap rounded-md bg-primary-700 px-3 py-1.5 font-medium text-sm text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:hover:bg-primary-600"
                >
                  {t('energy.result.signUp')}
                  {/* The visible words start the link's name (WCAG 2.5.3); the product tells the rows' links apart. */}
                  <span className="sr-only"> {t('energy.result.signUpFor', { name: offer.name })}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
