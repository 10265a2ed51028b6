const EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** Cents as a customer reads them in an e-mail: "1.234,56 €". */
export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}
