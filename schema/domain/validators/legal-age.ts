import { type CalendarDate, madridCalendarDate } from '../madrid-clock';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';
import { dayMonthYearDateSchema, isLeapYear, parseDayMonthYear } from './day-month-year-date';

/** Age of majority in Spain (Constitución art. 12). */
export const LEGAL_AGE = 18;

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whether someone born on `birthDate` is of legal age on `today`: from the first moment of their 18th birthday
 * (Código Civil art. 315 counts the day of birth whole). Born on 29 February: of age on 1 March of a common year.
 */
export function isOfLegalAge(birthDate: CalendarDate, today: CalendarDate): boolean {
  const year = birthDate.year + LEGAL_AGE;
  const comingOfAge =
    birthDate.month === 2 && birthDate.day === 29 && !isLeapYear(year)
      ? { year, month: 3, day: 1 }
      : { year, month: birthDate.month, day: birthDate.day };
  return compareDates(today, comingOfAge) >= 0;
}

/**
 * A birth date typed DD/MM/YYYY that shows legal age on today's date in Madrid. `now` is injectable so tests and
 * the api's clock decide what today is.
 */
export function legalAgeBirthDateSchema(now: () => Date = () => new Date()) {
  return dayMonthYearDateSchema.refine(
    (value) => {
      const birthDate = parseDayMonthYear(value);
      return birthDate !== null && isOfLegalAge(birthDate, madridCalendarDate(now()));
    },
    { error: DOMAIN_VALIDATION_MESSAGES.legalAge },
  );
}
