import {
  addCalendarDays,
  type CalendarDate,
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

/** Whole Madrid days [first, afterLast). */
export type DayRange = { fromDate: string; toDate: string };

function rangeOf(
  period: DashboardPeriod,
  first: CalendarDate,
  afterLast: CalendarDate,
): DashboardPeriodRange {
  return {
    period,
    from: madridInstant(first),
    to: madridInstant(afterLast),
    fromDate: isoDateOf(first),
    toDate: isoDateOf(afterLast),
  };
}

/** Days in a period: one for TODAY and YESTERDAY, seven for LAST_WEEK. */
export function periodLengthDays(period: DashboardPeriod): number {
  return period === 'LAST_WEEK' ? 7 : 1;
}

/**
 * TODAY is the Madrid day of `now`; YESTERDAY the day before; LAST_WEEK the seven whole days before today
 * (today left out, like YESTERDAY, so the figure does not move while the day goes on).
 */
export function dashboardPeriodRange(period: DashboardPeriod, now: Date): DashboardPeriodRange {
  const today = madridCalendarDate(now);
  const afterLast = period === 'TODAY' ? addCalendarDays(today, 1) : today;
  return rangeOf(period, addCalendarDays(afterLast, -periodLengthDays(period)), afterLast);
}

/** The period of the same length just before `range` (the day before, the seven days before). */
export function previousPeriodRange(range: DashboardPeriodRange): DashboardPeriodRange {
  const afterLast = calendarDateOf(range.fromDate);
  return rangeOf(range.period, addCalendarDays(afterLast, -periodLengthDays(range.period)), afterLast);
}

/** How many points a card's trend has, each one period long: a fortnight of days, or eight weeks. */
export function trendLength(period: DashboardPeriod): number {
  return period === 'LAST_WEEK' ? 8 : 14;
}

/** The trend's points, oldest first; the last one is the period itself. */
export function trendRanges(range: DashboardPeriodRange): DayRange[] {
  const length = periodLengthDays(range.period);
  const end = calendarDateOf(range.toDate);
  const count = trendLength(range.period);
  return Array.from({ length: count }, (_, index) => {
    const afterLast = addCalendarDays(end, -length * (count - 1 - index));
    return { fromDate: isoDateOf(addCalendarDays(afterLast, -length)), toDate: isoDateOf(afterLast) };
  });
}

/** A YYYY-MM-DD text as a calendar date. */
export function calendarDateOf(text: string): CalendarDate {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
}
