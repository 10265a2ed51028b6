const pad = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO, UTC) in local time as DD-MM-YY HH:mm:ss (spec section 9). */
export function formatOrderDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${String(date.getFullYear()).slice(2)} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Euro cents in the active language's format (br is Brazilian Portuguese). */
export function formatOrderTotal(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'br' ? 'pt-BR' : language, {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}
