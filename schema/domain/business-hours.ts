import { BUSINESS_CALENDAR_YEARS, BUSINESS_HOLIDAYS, type Holiday } from './business-calendar';
import {
  addCalendarDays,
  type CalendarDate,
  isoDateOf,
  isoWeekday,
  madridCalendarDate,
  madridInstant,
  madridWallClock,
} from './madrid-clock';

/** Opening hour (inclusive) and closing hour (exclusive) on Madrid's wall clock. */
export const BUSINESS_OPENING_HOUR = 9;
export const BUSINESS_CLOSING_HOUR = 20;

/** The holidays business hours skip, and the years they are known for. */
export type BusinessCalendar = {
  readonly years: readonly number[];
  readonly holidays: readonly Pick<Holiday, 'date'>[];
};

/** National, Comunidad de Madrid and Madrid city holidays (schema/domain/business-calendar.ts). */
export const MADRID_BUSINESS_CALENDAR: BusinessCalendar = {
  years: BUSINESS_CALENDAR_YEARS,
  holidays: BUSINESS_HOLIDAYS,
};

const holidaySets = new WeakMap<BusinessCalendar, ReadonlySet<string>>();

function holidayDates(calendar: BusinessCalendar): ReadonlySet<string> {
  let dates = holidaySets.get(calendar);
  if (!dates) {
    dates = new Set(calendar.holidays.map((holiday) => holiday.date));
    holidaySets.set(calendar, dates);
  }
  return dates;
}

/** Whether the calendar knows the holidays of that year (outside its years only weekends are closed). */
export function calendarCoversYear(
  year: number,
  calendar: BusinessCalendar = MADRID_BUSINESS_CALENDAR,
): boolean {
  return calendar.years.includes(year);
}

/** Monday to Friday and not a holiday of the calendar. */
export function isBusinessDay(
  date: CalendarDate,
  calendar: BusinessCalendar = MADRID_BUSINESS_CALENDAR,
): boolean {
  return isoWeekday(date) <= 5 && !holidayDates(calendar).has(isoDateOf(date));
}

/**
 * Whether `instant` is within business hours: Monday to Friday, not a holiday, 09:00 (inclusive) to 20:00
 * (exclusive) on Madrid's wall clock, whatever the server's time zone and whether Madrid is on CET or CEST.
 * The clock is injected: callers pass the instant they consider now.
 */
export function isWithinBusinessHours(
  instant: Date,
  calendar: BusinessCalendar = MADRID_BUSINESS_CALENDAR,
): boolean {
  const wall = madridWallClock(instant);
  return (
    wall.hour >= BUSINESS_OPENING_HOUR &&
    wall.hour < BUSINESS_CLOSING_HOUR &&
    isBusinessDay({ year: wall.year, month: wall.month, day: wall.day }, calendar)
  );
}

/**
 * The first instant at or after `instant` that is within business hours: `instant` itself when open, otherwise
 * 09:00 Madrid time of the next business day (today's, if it is a business day before opening).
 */
export function nextBusinessOpening(
  instant: Date,
  calendar: BusinessCalendar = MADRID_BUSINESS_CALENDAR,
): Date {
  if (isWithinBusinessHours(instant, calendar)) return instant;
  const today = madridCalendarDate(instant);
  const beforeOpening = madridWallClock(instant).hour < BUSINESS_OPENING_HOUR;
  let day = beforeOpening ? today : addCalendarDays(today, 1);
  // Weekends and holidays never close more than a few weeks in a row; the bound only guards a corrupt calendar.
  for (let step = 0; step < 366; step += 1) {
    if (isBusinessDay(day, calendar)) return madridInstant(day, BUSINESS_OPENING_HOUR);
    day = addCalendarDays(day, 1);
  }
  throw new RangeError('No business day within a year: the business calendar is corrupt');
}
