import { describe, expect, it } from 'vitest';
import {
  dayMonthYearDateSchema,
  dayMonthYearToIso,
  parseDayMonthYear,
} from '../../schema/domain/validators/day-month-year-date';
import { isOfLegalAge, legalAgeBirthDateSchema } from '../../schema/domain/validators/legal-age';

describe('DD/MM/YYYY dates', () => {
  it.each([
    ['08/02/1990', '1990-02-08'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['31/12/1999', '1999-12-31'],
    ['29/02/2023', null],
    ['29/02/1900', null],
    ['31/04/2024', null],
    ['00/01/2024', null],
    ['01/13/2024', null],
    ['1/2/2024', null],
    ['2024-02-08', null],
    ['08/02/0000', null],
  ])('%s -> %s', (value, iso) => {
    expect(dayMonthYearToIso(value)).toBe(iso);
    expect(dayMonthYearDateSchema.safeParse(value).success).toBe(iso !== null);
  });

  it('reports invalidDate by key', () => {
    expect(dayMonthYearDateSchema.safeParse('31/02/2024').error?.issues[0]?.message).toBe(
      'domain.validation.invalidDate',
    );
    expect(parseDayMonthYear('15/05/2026')).toEqual({ year: 2026, month: 5, day: 15 });
  });
});

describe('legal age (18 on the Madrid calendar, clock injected)', () => {
  it('comes of age on the 18th birthday, not the day before', () => {
    const birth = { year: 2008, month: 5, day: 15 };
    expect(isOfLegalAge(birth, { year: 2026, month: 5, day: 14 })).toBe(false);
    expect(isOfLegalAge(birth, { year: 2026, month: 5, day: 15 })).toBe(true);
    expect(isOfLegalAge(birth, { year: 2030, month: 1, day: 1 })).toBe(true);
  });

  it('born on 29 February: of age on 1 March of a common year', () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(isOfLegalAge(birth, { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(isOfLegalAge(birth, { year: 2026, month: 3, day: 1 })).toBe(true);
    expect(isOfLegalAge({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(false);
    expect(isOfLegalAge({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(true);
  });

  it('reads "today" in Madrid: 23:30 UTC on the 14th is already the 15th there', () => {
    const schema = legalAgeBirthDateSchema(() => new Date('2026-05-14T23:30:00Z'));
    expect(schema.safeParse('15/05/2008').success).toBe(true);
    const dayBefore = legalAgeBirthDateSchema(() => new Date('2026-05-14T21:59:00Z'));
    expect(dayBefore.safeParse('15/05/2008').error?.issues.map((issue) => issue.message)).toEqual([
      'domain.validation.legalAge',
    ]);
  });

  it('reports only invalidDate for a date that does not exist', () => {
    const schema = legalAgeBirthDateSchema(() => new Date('2026-05-14T12:00:00Z'));
    expect(schema.safeParse('31/02/1990').error?.issues.map((issue) => issue.message)).toEqual([
      'domain.validation.invalidDate',
    ]);
    expect(schema.safeParse('01/01/2030').error?.issues[0]?.message).toBe('domain.validation.legalAge');
  });
});
