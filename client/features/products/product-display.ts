/** Euro cents in the active language's money format (spec section 9: euros in the locale's format). */
export function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'br' ? 'pt-BR' : language, {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) as DD-MM-YY (spec section 9); anything else unchanged. */

/** Euros as typed ("12", "12,5", "12.50") to cents, or null when it is not an amount with at most 2 decimals. */
export function parseEuros(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s|€/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the form shows them for editing ("12,50" in Spanish, "12.50" in English). */
export function centsToEuroText(cents: number, language: string): string {
  const text = (cents / 100).toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}
