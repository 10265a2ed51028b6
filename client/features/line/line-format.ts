import dayjs from 'dayjs';

const LOCALES: Record<string, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB', br: 'pt-BR' };

/** Euro cents as money in the interface language's format. */
export function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'es-ES', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** Spec section 9: dates as DD-MM-YY, date-times as DD-MM-YY HH:mm:ss, in local time; '—' when missing. */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '—';
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return date.format(withTime ? 'DD-MM-YY HH:mm:ss' : 'DD-MM-YY');
}
