import { EMAIL_LOCALES, type EmailLanguage } from './email-language';

const euros = new Map<EmailLanguage, Intl.NumberFormat>();
const dateTimes = new Map<EmailLanguage, Intl.DateTimeFormat>();
const dates = new Map<EmailLanguage, Intl.DateTimeFormat>();

function cached<F>(cache: Map<EmailLanguage, F>, language: EmailLanguage, make: (locale: string) => F): F {
  let format = cache.get(language);
  if (!format) {
    format = make(EMAIL_LOCALES[language]);
    cache.set(language, format);
  }
  return format;
}

/** Cents as the recipient reads money ("1234,56 €", "€1,234.56"). */
export function formatEmailEuros(cents: number, language: EmailLanguage): string {
  return cached(
    euros,
    language,
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
  ).format(cents / 100);
}

/** An instant in Madrid time, the brands' time, written out ("9 de marzo de 2026 a las 14:05"). */
export function formatEmailDateTime(at: Date, language: EmailLanguage): string {
  return cached(
    dateTimes,
    language,
    (locale) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }),
  ).format(at);
}

/** A calendar date (YYYY-MM-DD) written out ("5 de abril de 2026"); anything else unchanged. */
export function formatEmailDate(day: string, language: EmailLanguage): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return cached(
    dates,
    language,
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(`${day}T00:00:00Z`));
}
