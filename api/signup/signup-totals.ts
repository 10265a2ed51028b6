import { divideRoundingHalfAwayFromZero } from '../../schema/domain/money';
import { taxCents, taxFor } from '../../schema/domain/taxes';
import type { SignupRecord } from '../db/order-tables';

/** A contracted product's catalogue prices: with the brand's tax (basis points), and with its promotions. */
export type PricedProduct = {
  priceCents: number;
  priceWithPromotionsCents: number;
  taxRateBasisPoints: number;
};

function netOf(grossCents: number, taxRateBasisPoints: number): number {
  return divideRoundingHalfAwayFromZero(grossCents * 10_000, 10_000 + taxRateBasisPoints);
}

/**
 * The order's totals for a customer at `postalCode`: catalogue prices carry the brand's tax, so each is taken back
 * to its net and the territory's tax (IVA, IGIC, IPSI) is applied to the sum, rounded once. The catalogue has no
 * one-off prices, so the one-off totals are zero.
 */
export function signupTotals(
  products: readonly PricedProduct[],
  postalCode: string,
  now: Date,
): SignupRecord['totals'] {
  const tax = taxFor(postalCode, now);
  const net = products.reduce(
    (sum, product) => sum + netOf(product.priceCents, product.taxRateBasisPoints),
    0,
  );
  const promotedNet = products.reduce(
    (sum, product) => sum + netOf(product.priceWithPromotionsCents, product.taxRateBasisPoints),
    0,
  );
  const monthlyTaxCents = taxCents(net, tax.rate);
  return {
    taxTerritory: tax.territory,
    taxRate: tax.rate,
    monthlyWithoutTaxCents: net,
    monthlyTaxCents,
    monthlyCents: net + monthlyTaxCents,
    monthlyWithPromotionsCents: promotedNet + taxCents(promotedNet, tax.rate),
    oneOffWithoutTaxCents: 0,
    oneOffTaxCents: 0,
    oneOffCents: 0,
  };
}
