import { useTranslation } from 'react-i18next';
import { COVERAGE_TECHNOLOGIES } from '../../../schema/rest/coverage';
import type { CheckCoverageMutation as CheckCoverageResult } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { formatQuantity } from '../../ui/format';

type CoverageResult = CheckCoverageResult['checkCoverage'];

/**
 * The answer of a coverage check: covered or not, then every technology with its maximum speeds or "not
 * available", and the way into the signup wizard with the address that was checked.
 */
export function CoverageResultPanel({
  result,
  addressLabel,
  onStartSignup,
}: {
  result: CoverageResult;
  /** The checked address as one line ("Calle Mayor 1, Madrid"). */
  addressLabel: string;
  onStartSignup: () => void;
}) {
  const { t, i18n } = useTranslation('coverage');
  const offers = new Map(result.technologies.map((offer) => [offer.technology, offer]));
  // The api lists what reaches the address fastest first; the technologies it lacks follow, in the usual order.
  const technologies = [
    ...result.technologies.map((offer) => offer.technology),
    ...COVERAGE_TECHNOLOGIES.filter((technology) => !offers.has(technology)),
  ];
  return (
    <section
      aria-labelledby="coverage-result-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="coverage-result-heading"
            className="font-semibold text-lg text-slate-900 dark:text-slate-50"
          >
            {result.covered ? t('coverage.result.covered') : t('coverage.result.notCovered')}
          </h2>
          <p className="text-slate-600 text-sm dark:text-slate-400">{addressLabel}</p>
        </div>
        <Button size="lg" onClick={onStartSignup}>
          {t('coverage.startSignup')}
        </Button>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('coverage.result.caption')}</caption>
        <thead className="border-slate-200 border-b text-slate-500 dark:border-slate-700 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('coverage.result.technology')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {t('coverage.result.download')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('coverage.result.upload')}
            </th>
          </tr>
        </thead>
        <tbody>
          {technologies.map((technology) => {
            const offer = offers.get(technology);
            return (
              <tr key={technology} className="border-slate-100 border-b last:border-0 dark:border-slate-800">
                <th scope="row" className="py-2 pr-4 font-medium text-slate-900 dark:text-slate-100">
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={`size-2 rounded-full ${offer ? 'bg-emerald-500' : 'bg-slate-300 dark:bg-slate-600'}`}
                    />
                    {t(`coverage.technology.${technology}`, { defaultValue: technology })}
                  </span>
                </th>
                {offer ? (
                  <>
                    <td className="py-2 pr-4 text-right text-slate-700 tabular-nums dark:text-slate-200">
                      {formatQuantity(offer.maxDownloadMbps, 'megabit-per-second', i18n.language)}
                    </td>
                    <td className="py-2 text-right text-slate-700 tabular-nums dark:text-slate-200">
                      {formatQuantity(offer.maxUploadMbps, 'megabit-per-second', i18n.language)}
                    </td>
                  </>
                ) : (
                  <td colSpan={2} className="py-2 text-right text-slate-500 dark:text-slate-400">
                    {t('coverage.result.unavailable')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
