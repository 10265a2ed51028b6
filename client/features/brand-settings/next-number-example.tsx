import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isValidSeriesPrefix, renderSeriesPrefix } from '../../../schema/domain/validators/series-prefix';
import type { InvoicingFormValues } from './invoicing-form-schema';

/**
 * The number the next document of a series will get, as typed so far: the prefix with YY/YYYY as this year (Madrid)
 * and the next number, unpadded, as api/brand-settings/issue-series-number.ts prints it. Announced politely.
 */
export function NextNumberExample<Output>({
  control,
  series,
}: {
  control: Control<InvoicingFormValues, unknown, Output>;
  series: 'invoice' | 'creditNote';
}) {
  const { t } = useTranslation('brandSettings');
  const prefix = useWatch({ control, name: `series.${series}.prefix` }).trim();
  const next = useWatch({ control, name: `series.${series}.nextNumber` }).trim();
  const valid = isValidSeriesPrefix(prefix) && /^\d{1,12}$/.test(next) && Number(next) >= 1;
  return (
    <p
      aria-live="polite"
      className="text-slate-700 text-sm dark:text-slate-200"
      data-testid={`next-number-${series}`}
    >
      {t('brandSettings.invoicing.nextExample')}{' '}
      {valid ? (
        <strong className="font-mono">{`${renderSeriesPrefix(prefix, new Date())}${Number(next)}`}</strong>
      ) : (
        <span className="text-slate-600 dark:text-slate-300">{t('brandSettings.invoicing.noExample')}</span>
      )}
    </p>
  );
}
