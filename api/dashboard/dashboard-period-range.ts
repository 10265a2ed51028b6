import {
  addCalendarDays,
  isoDateOf,
  madridCalendarDate,
  madridInstant,
} from '../../schema/domain/madrid-clock';
import type { DashboardPeriod } from '../../schema/domain/vocabulary/dashboard';

/** A dashboard period as whole Madrid days: instants for timestamp columns, dates for date columns. */
export type DashboardPeriodRange = {
  period: DashboardPeriod;
  /** First instant of the period (Madrid midnight). */
  from: Date;
  /** First instant after the period (exclusive). */
  to: Date;
  /** Madrid date of `from`, YYYY-MM-DD. */
  fromDate: string;
  /** Madrid date of `to` (exclusive), YYYY-MM-DD. */
  toDate: string;
};

/**
 * TODAY is the Madrid day of `now`; YESTERDAY the day before; LAST_WEEK the seven whole days before today
 * (today left out, like YESTERDAY, so the figure does not move while the day goes on).
 */
export function dashboardPeriodRange(period: DashboardPeriod, now: Date): DashboardPeriodRange {
  const today = madridCalendarDate(now);
  const [first, afterLast] =
    period === 'TODAY'
      ? [today, addCalendarDays(today, 1)]
      : period === 'YESTERDAY'
        ? [addCalendarDays(today, -1), today]
        : [addCalendarDays(today, -7), today];
  return {
    period,
    from: madridInstant(first),
    to: madridInstant(afterLast),
    fromDate: isoDateOf(first),
    toDate: isoDateOf(afterLast),
  };
}
