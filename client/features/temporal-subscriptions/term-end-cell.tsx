import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import type { TemporalRow } from './temporal-row';

/** Terms ending within this many days are marked as ending soon. */
const SOON_DAYS = 7;

/** What the end cell says besides the date: ended, today, or how many days are left. */
export function termEndLabel(row: Pick<TemporalRow, 'ended' | 'daysLeft'>): {
  key: string;
  count?: number;
  tone: 'ended' | 'soon' | 'later';
} {
  if (row.ended) return { key: 'temporalSubscriptions.end.ended', tone: 'ended' };
  if (row.daysLeft === 0) return { key: 'temporalSubscriptions.end.today', tone: 'soon' };
  return {
    key: 'temporalSubscriptions.end.daysLeft',
    count: row.daysLeft,
    tone: row.daysLeft <= SOON_DAYS ? 'soon' : 'later',
  };
}

const TONES = {
  ended: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  soon: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  later: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

/** The end date with its flag ("Finalizada", "Quedan 8 días"). */
export function TermEndCell({ row }: { row: TemporalRow }) {
  const { t } = useTranslation('temporalSubscriptions');
  const label = termEndLabel(row);
  return (
    <span className="flex items-center gap-2" data-term-ended={row.ended || undefined}>
      <span className="tabular-nums">{formatDate(row.endDate)}</span>
      <span className={`rounded px-1.5 py-0.5 font-medium text-xs ${TONES[label.tone]}`}>
        {t(label.key, label.count === undefined ? {} : { count: label.count })}
      </span>
    </span>
  );
}
