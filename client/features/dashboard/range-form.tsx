import { useTranslation } from 'react-i18next';
import { type AnalyticsRange, isValidRange, lastDays } from './analytics-range';

const fieldClass =
  'h-8 rounded-md border border-slate-300 bg-white px-2 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50';
const presetClass =
  'h-8 rounded-md border border-slate-300 px-2 text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/** The analytics pages' range: two dates and three presets; an impossible range says why instead of asking. */
export function RangeForm({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const { t } = useTranslation('dashboard');
  const valid = isValidRange(range);
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t('dashboard.analytics.range')}</legend>
      <label className="flex flex-col gap-0.5 text-slate-600 text-xs dark:text-slate-300">
        {t('dashboard.analytics.from')}
        <input
          type="date"
          value={range.from}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : 'analytics-range-error'}
          onChange={(event) => onChange({ ...range, from: event.target.value })}
          className={fieldClass}
        />
      </label>
      <label className="flex flex-col gap-0.5 text-slate-600 text-xs dark:text-slate-300">
        {t('dashboard.analytics.to')}
        <input
          type="date"
          value={range.to}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : 'analytics-range-error'}
          onChange={(event) => onChange({ ...range, to: event.target.value })}
          className={fieldClass}
        />
      </label>
      {([7, 30, 365] as const).map((days) => (
        <button key={days} type="button" className={presetClass} onClick={() => onChange(lastDays(days))}>
          {t(`dashboard.analytics.last${days}`)}
        </button>
      ))}
      {valid ? null : (
        <p id="analytics-range-error" role="alert" className="w-full text-red-700 text-sm dark:text-red-400">
          {t('dashboard.analytics.invalidRange')}
        </p>
      )}
    </fieldset>
  );
}
