import dayjs from 'dayjs';

const LOCALES: Record<string, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB', br: 'pt-BR' };

/** Euro cents in the interface language's money format. */
export function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'es-ES', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** A percentage with two decimals in the interface language's format. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? 'es-ES', { maximumFractionDigits: 2 }).format(value);
}

/** Spec section 9: DD-MM-YY, or DD-MM-YY HH:mm:ss, in local time; an em dash when missing. */
export function formatDate(value: string | null | undefined, withTime = false): string {
  if (!value) return '—';
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return date.format(withTime ? 'DD-MM-YY HH:mm:ss' : 'DD-MM-YY');
}
