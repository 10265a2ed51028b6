import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { day } from '../../client/features/subscriptions/subscription-columns';

describe('the /subs date cells', () => {
  it('write a date as DD-MM-YY and a date-time in local time with HH:mm:ss, as dayjs did', () => {
    expect(day('2026-03-07')).toBe('07-03-26');
    expect(day(null)).toBe('');
    const values = [
      '2026-03-07',
      '1999-12-31',
      '2026-10-31T23:57:00.000Z',
      '2026-01-01T00:00:00Z',
      '2026-06-15T12:30:45.123Z',
      '2026-06-15T12:30:45+02:00',
      '2026-06-15 08:05',
    ];
    for (const value of values) {
      expect(day(value)).toBe(dayjs(value).format('DD-MM-YY'));
      expect(day(value, true)).toBe(dayjs(value).format('DD-MM-YY HH:mm:ss'));
    }
  });

  it('show a value that is not a date as it came', () => {
    expect(day('pronto')).toBe('pronto');
    expect(day('2026-02-30T25:61:00Z')).toBe('2026-02-30T25:61:00Z');
  });
});
