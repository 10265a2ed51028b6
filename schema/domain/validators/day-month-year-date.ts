import { type CalendarDate, isoDateOf } from '../madrid-clock';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { requiredText } from './required-text';

/** Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** A real calendar date written DD/MM/YYYY (31/02/2024 and 29/02/2023 are not; year 0000 neither), or null. */
export function parseDayMonthYear(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** DD/MM/YYYY to YYYY-MM-DD (the form dates travel in over REST), or null if it is not a real date. */
export function dayMonthYearToIso(value: string): string | null {
  const date = parseDayMonthYear(value);
  return date ? isoDateOf(date) : null;
}

/** A date field typed DD/MM/YYYY, a real calendar date. The value stays the typed string. */
export const dayMonthYearDateSchema = requiredText().refine((value) => parseDayMonthYear(value) !== null, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidDate,
  abort: true,
});
