import { useTranslation } from 'react-i18next';
import type { CheckPublicCoverageMutation } from '../../../generated/graphql';
import { Button } from '../../../ui/button';
import { formatQuantity } from '../../../ui/format';

export type PublicCoverageAnswer = CheckPublicCoverageMutation['checkPublicCoverage'];

/**
 * The answer of a public coverage check: covered or not, each technology that reaches the address with its maximum
 * speeds (fastest first, as the registry gives them), and "I want it" when something does.
 */
export function PublicCoverageResult({
  answer,
  addressLabel,
  onWantIt,
}: {
  answer: PublicCoverageAnswer;
  /** The checked address as one line ("Calle Mayor 1, 28013 Madrid"). */
  addressLabel: string;
  onWantIt: () => void;
}) {
  const { t, i18n } = useTranslation(['publicCoverage', 'coverage']);
  const speed = (mbps: number) => formatQuantity(mbps, 'megabit-per-second', i18n.language);
  return (
    <section aria-labelledby="public-coverage-result" className="space-y-4">
      <div>
        <h2
          id="public-coverage-result"
          tabIndex={-1}
          className="font-semibold text-lg text-slate-900 dark:text-slate-50"
        >
          {answer.covered ? t('publicCoverage.result.covered') : t('publicCoverage.result.notCovered')}
        </h2>
        <p className="text-slate-600 text-sm dark:text-slate-400">{addressLabel}</p>
      </div>
      {answer.covered ? (
        <>
          <ul aria-label={t('publicCoverage.result.listLabel')} className="space-y-2">
            {answer.technologies.map((offer) => (
              <li
                key={offer.technology}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-700"
              >
                <span className="font-medium text-slate-900 dark:text-slate-100">
                  {t(`coverage.technology.${offer.technology}`, { defaultValue: offer.technology })}
                </span>
                <span className="text-slate-700 text-sm tabular-nums dark:text-slate-200">
                  {t('publicCoverage.result.speeds', {
                    download: speed(offer.maxDownloadMbps),
                    upload: speed(offer.maxUploadMbps),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <Button size="lg" fullWidth onClick={onWantIt}>
            {t('publicCoverage.wantIt')}
          </Button>
        </>
      ) : (
        <p className="text-slate-700 dark:text-slate-200">{t('publicCoverage.result.notCoveredHint')}</p>
      )}
    </section>
  );
}
