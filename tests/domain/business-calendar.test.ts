import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CALENDAR_YEARS, BUSINESS_HOLIDAYS } from '../../schema/domain/business-calendar';
import {
  CALENDAR_YEARS,
  calendarEntries,
  dateHolidaysVersion,
  MADRID_CITY_DAYS,
  renderCalendar,
} from '../../scripts/generate-business-calendar';

function publicDates(holidays: Holidays, year: number): string[] {
  const dates = holidays
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10));
  return [...new Set(dates)].sort();
}

function tableDates(year: number, scopes: readonly string[]): string[] {
  return BUSINESS_HOLIDAYS.filter(
    (holiday) => holiday.date.startsWith(`${year}-`) && scopes.includes(holiday.scope),
  )
    .map((holiday) => holiday.date)
    .sort();
}

describe('business calendar table', () => {
  it('covers 2025-2028', () => {
    expect([...BUSINESS_CALENDAR_YEARS]).toEqual([2025, 2026, 2027, 2028]);
    expect([...CALENDAR_YEARS]).toEqual([...BUSINESS_CALENDAR_YEARS]);
  });

  it.each([2025, 2026, 2027, 2028])('holds exactly the national days date-holidays gives for %i', (year) => {
    expect(tableDates(year, ['national'])).toEqual(publicDates(new Holidays('ES'), year));
  });

  it.each([2025, 2026, 2027, 2028])(
    'holds every Comunidad de Madrid public day of date-holidays for %i',
    (year) => {
      const table = new Set(tableDates(year, ['national', 'regional']));
      for (const date of publicDates(new Holidays('ES', 'MD'), year))
        expect(table.has(date), date).toBe(true);
    },
  );

  it('keeps the Madrid city days date-holidays lacks', () => {
    expect(tableDates(2025, ['local'])).toEqual(['2025-05-15', '2025-11-10']);
    expect(tableDates(2026, ['local'])).toEqual(['2026-05-15', '2026-11-09']);
    expect(tableDates(2027, ['local'])).toEqual(['2027-05-15', '2027-11-09']);
    expect(tableDates(2028, ['local'])).toEqual(['2028-05-15', '2028-11-09']);
    expect(MADRID_CITY_DAYS).toHaveLength(8);
  });

  it('has one row per date, sorted', () => {
    const dates = BUSINESS_HOLIDAYS.map((holiday) => holiday.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
  });

  it('is exactly what the generator writes today (no hand edits, no drift)', () => {
    const file = readFileSync(join(import.meta.dirname, '../../schema/domain/business-calendar.ts'), 'utf8');
    expect(file).toBe(renderCalendar(calendarEntries(), dateHolidaysVersion()));
    expect(file).toContain('CC-BY-3.0');
  });
});
