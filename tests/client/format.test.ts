import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  centsToEuroText,
  formatCalendarDate,
  formatCount,
  formatDate,
  formatEuros,
  formatPercent,
  formatQuantity,
  parseEuros,
} from '../../client/ui/format';

// Intl separates the amount and the euro sign with a no-break space in some locales.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('shared display formats', () => {
  it('euros in each interface language, the same formatter reused', () => {
    expect(plain(formatEuros(123456, 'es'))).toBe('1234,56 €');
    expect(plain(formatEuros(1250, 'ca'))).toBe('12,50 €');
    expect(formatEuros(1250, 'en')).toBe('€12.50');
    expect(plain(formatEuros(1250, 'br'))).toBe('€ 12,50');
    expect(formatEuros(1250, 'en')).toBe(formatEuros(1250, 'en'));
    expect(plain(formatEuros(-500, 'xx'))).toBe('-5,00 €');
  });

  // The exact strings of Node 20's full ICU (CLDR): Spanish groups from five digits (RAE), the others from four.
  const numbers = {
    es: { count: ['1139', '12.345'], minutes: '1139 min', megabytes: '1139 MB', gigabytes: '2,5 GB' },
    ca: { count: ['1.139', '12.345'], minutes: '1.139 min', megabytes: '1.139 MB', gigabytes: '2,5 GB' },
    en: { count: ['1,139', '12,345'], minutes: '1,139 mins', megabytes: '1,139 MB', gigabytes: '2.5 GB' },
    br: { count: ['1.139', '12.345'], minutes: '1.139 min', megabytes: '1.139 MB', gigabytes: '2,5 GB' },
  } as const;
  const money = { es: '1234,56 €', ca: '1.234,56 €', en: '€1,234.56', br: '€ 1.234,56' } as const;
  const percent = { es: '21 %', ca: '21 %', en: '21%', br: '21%' } as const;

  for (const language of ['es', 'ca', 'en', 'br'] as const) {
    it(`counts, quantities, money and percentages in ${language}`, () => {
      const expected = numbers[language];
      expect(plain(formatCount(1139, language))).toBe(expected.count[0]);
      expect(plain(formatCount(12345, language))).toBe(expected.count[1]);
      expect(plain(formatQuantity(1139, 'minute', language))).toBe(expected.minutes);
      expect(plain(formatQuantity(1139, 'megabyte', language))).toBe(expected.megabytes);
      expect(plain(formatQuantity(2.5, 'gigabyte', language))).toBe(expected.gigabytes);
      expect(plain(formatEuros(123456, language))).toBe(money[language]);
      expect(plain(formatPercent(21, language))).toBe(percent[language]);
      if (language !== 'en') expect(formatCount(1139, language)).not.toContain(',');
    });
  }

  it('rounds counts, keeps two decimals at most elsewhere, and falls back to Spanish', () => {
    expect(formatCount(1139.6, 'en')).toBe('1,140');
    expect(plain(formatPercent(11.875, 'es'))).toBe('11,88 %');
    expect(plain(formatPercent(11.87, 'es'))).toBe('11,87 %');
    expect(plain(formatQuantity(1000, 'megabit-per-second', 'es'))).toBe('1000 Mb/s');
    expect(plain(formatQuantity(1139, 'minute', 'xx'))).toBe('1139 min');
    expect(centsToEuroText(123456, 'br')).toBe('1234,56');
  });

  it('dates as DD-MM-YY, date-times with seconds, a dash when missing', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('2026-03-07')).toBe('07-03-26');
    expect(formatDate('2026-03-07T09:05:03')).toBe('07-03-26');
    expect(formatDate('2026-03-07T09:05:03', true)).toBe('07-03-26 09:05:03');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatCalendarDate('2026-12-31')).toBe('31-12-26');
  });

  it('euro amounts typed in a form, and back', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros(' 12,5 € ')).toBe(1250);
    expect(parseEuros('12.05')).toBe(1205);
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('-3')).toBeNull();
    expect(centsToEuroText(1250, 'es')).toBe('12,50');
    expect(centsToEuroText(1250, 'en')).toBe('12.50');
  });

  it("reads the api's dates and UTC date-times without dayjs, to the same text dayjs writes", () => {
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
      expect(formatDate(value)).toBe(dayjs(value).format('DD-MM-YY'));
      expect(formatDate(value, true)).toBe(dayjs(value).format('DD-MM-YY HH:mm:ss'));
    }
    expect(formatDate('pronto')).toBe('pronto');
    expect(formatDate('2026-02-30T25:61:00Z')).toBe('2026-02-30T25:61:00Z');
  });
});
