/** Money is handled as integer euro cents everywhere (stored, computed, sent); euros only for display. */
export type Cents = number;

/**
 * Rounds a fractional amount of cents to whole cents, half away from zero (the usual rule on Spanish invoices:
 * 0.5 cent up, -0.5 cent down). Binary noise past 15 significant digits is dropped first, so 1.005 EUR * 100
 * (100.49999999999999) rounds to 101 as it should.
 */
export function roundCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError('Amount must be finite');
  const magnitude = Number(Math.abs(amount).toPrecision(15));
  const rounded = Math.floor(magnitude + 0.5);
  return amount < 0 ? -rounded : rounded;
}

/** Euros (as typed or configured) to cents. */
export function eurosToCents(euros: number): Cents {
  return roundCents(euros * 100);
}

/** `numerator / denominator` rounded half away from zero, exactly, for integers. */
export function divideRoundingHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('Exact rounding needs safe integers and a positive denominator');
  }
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 ? -magnitude : magnitude;
}
