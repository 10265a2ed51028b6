/**
 * What the success page confirms, carried in the history entry's state: it survives a reload of that entry but is
 * never in the address, so the success page cannot be made to show an invented payment by a crafted link.
 */
export type PaymentConfirmation = {
  brandName: string;
  brandLogoURL: string | null;
  number: string;
  totalCents: number;
  paidAt: string;
};

const STATE_KEY = 'invoicePayment';

export function paymentConfirmationState(confirmation: PaymentConfirmation): Record<string, unknown> {
  return { [STATE_KEY]: confirmation };
}

/** The confirmation in a history state, or null when the entry was not reached by paying. */
export function readPaymentConfirmation(state: unknown): PaymentConfirmation | null {
  if (!state || typeof state !== 'object') return null;
  const value: unknown = (state as Record<string, unknown>)[STATE_KEY];
  if (!value || typeof value !== 'object') return null;
  const { brandName, brandLogoURL, number, totalCents, paidAt } = value as Record<string, unknown>;
  return typeof brandName === 'string' &&
    typeof number === 'string' &&
    typeof totalCents === 'number' &&
    typeof paidAt === 'string'
    ? {
        brandName,
        brandLogoURL: typeof brandLogoURL === 'string' ? brandLogoURL : null,
        number,
        totalCents,
        paidAt,
      }
    : null;
}
