import dayjs from 'dayjs';

import { intlLocaleFor } from '../i18n/languages';

/** The units a quantity is shown in; all are Intl's sanctioned simple units, so each language spells them itself. */
export type QuantityUnit = 'minute' | 'megabyte' | 'gigabyte' | 'megabit-per-second';

// One formatter per language and kind: building an Intl.NumberFormat per call showed up in table scrolling.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${kind}:${language}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleFor(language), options);
    formatters.set(key, format);
  }
  return format;
}

/** Euro cents as money in the interface language's format ("1234,56 €", "€1,234.56"). */
export function formatEuros(cents: number, language: string): string {
  return numberFormat(language, 'euros', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A whole count in the interface language's format ("12.345" in Spanish, "12,345" in English). */
export function formatCount(value: number, language: string): string {
  return numberFormat(language, 'count', { maximumFractionDigits: 0 }).format(value);
}

/** A percentage given in percent (21 for 21 %), sign and spacing as the language writes them ("21 %", "21%"). */
export function formatPercent(percent: number, language: string): string {
  return numberFormat(language, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** A quantity with its unit in the interface language ("1139 min", "1,139 mins", "1.139 MB"), one decimal at most. */
export function formatQuantity(value: number, unit: QuantityUnit, language: string): string {
  return numberFormat(language, `unit-${unit}`, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * Dates as DD-MM-YY, date-times as DD-MM-YY HH:mm:ss, in local time; '—' when missing. The two
 * shapes the api sends (a date, a UTC date-time) are read with Date as dayjs reads them, without a dayjs object per
 * call (a queue draws a window of these on every scroll); anything else goes through dayjs.
 */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '—';
  const parts = DATE_ONLY.exec(value);
  const date = parts
    ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]))
    : UTC_DATE_TIME.test(value)
      ? new Date(value)
      : null;
  if (date === null || Number.isNaN(date.getTime())) {
    const parsed = dayjs(value);
    return parsed.isValid() ? parsed.format(withTime ? 'DD-MM-YY HH:mm:ss' : 'DD-MM-YY') : value;
  }
  const text = `${two(date.getDate())}-${two(date.getMonth() + 1)}-${String(date.getFullYear()).padStart(4, '0').slice(-2)}`;
  return withTime
    ? `${text} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
    : text;
}

/** A calendar date (YYYY-MM-DD) as DD-MM-YY without any time zone shift; anything else unchanged. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]?.slice(2)}` : value;
}

/** Euros as typed ("12", "12,5", "12.50") to cents, or null when it is not an amount with at most 2 decimals. */
export function parseEuros(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s|€/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as a form shows them for editing ("12,50" in Spanish, "12.50" in English): no grouping, two decimals. */
export function centsToEuroText(cents: number, language: string): string {
  return numberFormat(language, 'euro-text', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}
