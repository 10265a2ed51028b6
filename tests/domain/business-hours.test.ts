import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_HOLIDAYS } from '../../schema/domain/business-calendar';
import {
  type BusinessCalendar,
  calendarCoversYear,
  isBusinessDay,
  isWithinBusinessHours,
  MADRID_BUSINESS_CALENDAR,
  nextBusinessOpening,
} from '../../schema/domain/business-hours';
import { isoWeekday, madridInstant, madridWallClock } from '../../schema/domain/madrid-clock';

const at = (iso: string) => new Date(iso);
const open = (iso: string) => isWithinBusinessHours(at(iso));

describe('business hours: Monday-Friday 09:00-20:00 Europe/Madrid, no holidays', () => {
  it.each([
    ['Friday 19:59 (CEST)', '2026-05-22T19:59:00+02:00', true],
    ['Friday 19:59:59.999 (CEST)', '2026-05-22T19:59:59.999+02:00', true],
    ['Friday 20:00 (CEST)', '2026-05-22T20:00:00+02:00', false],
    ['Monday 08:59 (CEST)', '2026-05-25T08:59:00+02:00', false],
    ['Monday 09:00 (CEST)', '2026-05-25T09:00:00+02:00', true],
    ['Friday 19:59 (CET)', '2026-01-16T19:59:00+01:00', true],
    ['Friday 20:00 (CET)', '2026-01-16T20:00:00+01:00', false],
    ['Monday 08:59 (CET)', '2026-01-19T08:59:00+01:00', false],
    ['Monday 09:00 (CET)', '2026-01-19T09:00:00+01:00', true],
    ['Wednesday noon', '2026-05-20T12:00:00+02:00', true],
    ['Saturday noon', '2026-05-23T12:00:00+02:00', false],
    ['Sunday noon', '2026-05-24T12:00:00+02:00', false],
  ])('%s -> %s', (_label, iso, expected) => {
    expect(open(iso)).toBe(expected);
  });

  it.each([
    ['national: Fiesta Nacional, Monday 2026-10-12', '2026-10-12T12:00:00+02:00'],
    ['national: Inmaculada, Tuesday 2026-12-08', '2026-12-08T12:00:00+01:00'],
    ['national: Viernes Santo 2026-04-03', '2026-04-03T12:00:00+02:00'],
    ['Comunidad de Madrid: Jueves Santo 2026-04-02', '2026-04-02T12:00:00+02:00'],
    ['Comunidad de Madrid: Todos los Santos moved to Monday 2026-11-02', '2026-11-02T12:00:00+01:00'],
    ['Comunidad de Madrid: Día de la Comunidad, Friday 2025-05-02', '2025-05-02T12:00:00+02:00'],
    ['Comunidad de Madrid: Santiago Apóstol 2025-07-25 (hand correction)', '2025-07-25T12:00:00+02:00'],
    ['Madrid city: San Isidro, Friday 2026-05-15', '2026-05-15T12:00:00+02:00'],
    ['Madrid city: La Almudena, Monday 2026-11-09', '2026-11-09T12:00:00+01:00'],
    ['Madrid city: La Almudena moved to Monday 2025-11-10', '2025-11-10T12:00:00+01:00'],
  ])('closed on a holiday: %s', (_label, iso) => {
    expect(open(iso)).toBe(false);
  });

  it('uses another regional day because 2026-05-02 falls on a Saturday', () => {
    const dosDeMayo = BUSINESS_HOLIDAYS.find((holiday) => holiday.date === '2026-05-02');
    expect(dosDeMayo?.scope).toBe('regional');
    expect(isoWeekday({ year: 2026, month: 5, day: 2 })).toBe(6);
  });

  it('opens again the day after a holiday', () => {
    expect(open('2026-10-13T09:00:00+02:00')).toBe(true);
    expect(open('2026-05-18T09:00:00+02:00')).toBe(true);
  });

  describe('DST change days', () => {
    it('reads the wall clock across spring forward (Sunday 2026-03-29, 02:00 -> 03:00)', () => {
      expect(madridWallClock(at('2026-03-29T00:59:59Z'))).toMatchObject({ hour: 1, minute: 59, weekday: 7 });
      expect(madridWallClock(at('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0, weekday: 7 });
      expect(isWithinBusinessHours(at('2026-03-29T10:00:00Z'))).toBe(false);
    });

    it('moves the opening UTC instant from 08:00Z to 07:00Z over the spring weekend', () => {
      expect(isWithinBusinessHours(at('2026-03-27T07:59:59Z'))).toBe(false);
      expect(isWithinBusinessHours(at('2026-03-27T08:00:00Z'))).toBe(true);
      expect(isWithinBusinessHours(at('2026-03-27T18:59:59Z'))).toBe(true);
      expect(isWithinBusinessHours(at('2026-03-27T19:00:00Z'))).toBe(false);
      expect(isWithinBusinessHours(at('2026-03-30T06:59:59Z'))).toBe(false);
      expect(isWithinBusinessHours(at('2026-03-30T07:00:00Z'))).toBe(true);
      expect(isWithinBusinessHours(at('2026-03-30T17:59:59Z'))).toBe(true);
      expect(isWithinBusinessHours(at('2026-03-30T18:00:00Z'))).toBe(false);
    });

    it('reads the wall clock across fall back (Sunday 2026-10-25, 03:00 -> 02:00)', () => {
      expect(madridWallClock(at('2026-10-25T00:59:59Z'))).toMatchObject({ hour: 2, minute: 59 });
      expect(madridWallClock(at('2026-10-25T01:00:00Z'))).toMatchObject({ hour: 2, minute: 0 });
    });

    it('moves the opening UTC instant from 07:00Z to 08:00Z over the autumn weekend', () => {
      expect(isWithinBusinessHours(at('2026-10-23T07:00:00Z'))).toBe(true);
      expect(isWithinBusinessHours(at('2026-10-23T18:00:00Z'))).toBe(false);
      // 07:30Z is 09:30 on Friday (CEST) but 08:30 on Monday (CET).
      expect(isWithinBusinessHours(at('2026-10-26T07:30:00Z'))).toBe(false);
      expect(isWithinBusinessHours(at('2026-10-26T08:00:00Z'))).toBe(true);
      expect(isWithinBusinessHours(at('2026-10-26T18:59:59Z'))).toBe(true);
      expect(isWithinBusinessHours(at('2026-10-26T19:00:00Z'))).toBe(false);
    });
  });

  describe('independent of the server time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['America/New_York', 'Asia/Tokyo', 'UTC'])('gives the same answers with TZ=%s', (zone) => {
      process.env.TZ = zone;
      expect(open('2026-05-22T19:59:00+02:00')).toBe(true);
      expect(open('2026-05-22T20:00:00+02:00')).toBe(false);
      expect(open('2026-05-25T08:59:00+02:00')).toBe(false);
      expect(nextBusinessOpening(at('2026-05-22T20:00:00+02:00')).toISOString()).toBe(
        '2026-05-25T07:00:00.000Z',
      );
    });
  });

  it('takes an injected calendar', () => {
    const noHolidays: BusinessCalendar = { years: [2026], holidays: [] };
    expect(isWithinBusinessHours(at('2026-10-12T12:00:00+02:00'), noHolidays)).toBe(true);
    const companyDay: BusinessCalendar = { years: [2026], holidays: [{ date: '2026-05-20' }] };
    expect(isWithinBusinessHours(at('2026-05-20T12:00:00+02:00'), companyDay)).toBe(false);
  });

  it('says which years the calendar knows', () => {
    expect([2024, 2025, 2026, 2027, 2028, 2029].map((year) => calendarCoversYear(year))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(isBusinessDay({ year: 2026, month: 10, day: 12 }, MADRID_BUSINESS_CALENDAR)).toBe(false);
    expect(isBusinessDay({ year: 2026, month: 10, day: 13 }, MADRID_BUSINESS_CALENDAR)).toBe(true);
  });
});

describe('next business opening', () => {
  it.each([
    ['Friday 20:00 -> Monday 09:00', '2026-05-22T20:00:00+02:00', '2026-05-25T07:00:00.000Z'],
    ['Thursday 20:00 before San Isidro -> Monday', '2026-05-14T20:00:00+02:00', '2026-05-18T07:00:00.000Z'],
    ['Tuesday 06:30 -> same day 09:00', '2026-05-19T06:30:00+02:00', '2026-05-19T07:00:00.000Z'],
    ['Saturday -> Monday', '2026-05-23T12:00:00+02:00', '2026-05-25T07:00:00.000Z'],
    [
      'over spring forward: Friday 20:00 CET -> Monday 09:00 CEST',
      '2026-03-27T20:00:00+01:00',
      '2026-03-30T07:00:00.000Z',
    ],
    [
      'over fall back: Friday 20:00 CEST -> Monday 09:00 CET',
      '2026-10-23T20:00:00+02:00',
      '2026-10-26T08:00:00.000Z',
    ],
    ['Easter: Wednesday 20:00 -> Monday', '2026-04-01T20:00:00+02:00', '2026-04-06T07:00:00.000Z'],
    [
      'December bridge: Friday 21:00 -> Wednesday 9th',
      '2026-12-04T21:00:00+01:00',
      '2026-12-09T08:00:00.000Z',
    ],
    [
      'New Year: 31 December 20:00 -> Monday 4 January',
      '2026-12-31T20:00:00+01:00',
      '2027-01-04T08:00:00.000Z',
    ],
  ])('%s', (_label, from, expected) => {
    const next = nextBusinessOpening(at(from));
    expect(next.toISOString()).toBe(expected);
    expect(isWithinBusinessHours(next)).toBe(true);
  });

  it('answers the instant itself when open', () => {
    const now = at('2026-05-20T12:34:56+02:00');
    expect(nextBusinessOpening(now)).toBe(now);
  });

  it('builds Madrid instants on either side of DST', () => {
    expect(madridInstant({ year: 2026, month: 1, day: 19 }, 9).toISOString()).toBe(
      '2026-01-19T08:00:00.000Z',
    );
    expect(madridInstant({ year: 2026, month: 7, day: 20 }, 9).toISOString()).toBe(
      '2026-07-20T07:00:00.000Z',
    );
  });
});
