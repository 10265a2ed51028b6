import {
  addCalendarDays,
  type CalendarDate,
  isoDateOf,
  madridCalendarDate,
} from '../../../schema/domain/madrid-clock';
import { ANALYTICS_MAX_RANGE_DAYS } from '../../../schema/domain/vocabulary/dashboard';

export type AnalyticsRange = { from: string; to: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDateOf(text: string): CalendarDate | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // 2026-02-30 does not exist: it would come back as another day.
  return isoDateOf(addCalendarDays(date, 0)) === text ? date : null;
}

/** The last `days` Madrid days, today included. */
export function lastDays(days: number, now: Date = new Date()): AnalyticsRange {
  const today = madridCalendarDate(now);
  return { from: isoDateOf(addCalendarDays(today, 1 - days)), to: isoDateOf(today) };
}

/** Whether the api answers this range: real days, `from` not after `to`, at most ANALYTICS_MAX_RANGE_DAYS. */
export function isValidRange({ from, to }: AnalyticsRange): boolean {
  const first = calendarDateOf(from);
  const last = calendarDateOf(to);
  if (!first || !last || from > to) return false;
  return isoDateOf(addCalendarDays(first, ANALYTICS_MAX_RANGE_DAYS - 1)) >= to;
}

/** The range in the URL (?from=&to=), the last 30 days by default. */
export function analyticsRangeOfSearch(search: string, now: Date = new Date()): AnalyticsRange {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  return from && to ? { from, to } : lastDays(30, now);
}

export function analyticsRangeSearch(range: AnalyticsRange): string {
  return `?from=${range.from}&to=${range.to}`;
}
