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
 * The order's totals for a customer at `postalCode`. Catalogue prices carry the brand's tax: a product taxed at the
 * territory's rate keeps its catalogue price, one taxed otherwise (IGIC, IPSI) is taken back to its net and taxed
 * again at the territory's rate. The catalogue has no one-off prices, so the one-off totals are zero.
 */
export function signupTotals(
  products: readonly PricedProduct[],
  postalCode: string,
  now: Date,
): SignupRecord['totals'] {
  const tax = taxFor(postalCode, now);
  const territoryBasisPoints = Math.round(tax.rate * 100);
  const taxed = (grossCents: number, basisPoints: number) => {
    const net = netOf(grossCents, basisPoints);
    return { net, gross: basisPoints === territoryBasisPoints ? grossCents : net + taxCents(net, tax.rate) };
  };
  let net = 0;
  let gross = 0;
  let promoted = 0;
  for (const product of products) {
    const price = taxed(product.priceCents, product.taxRateBasisPoints);
    net += price.net;
    gross += price.gross;
    promoted += taxed(product.priceWithPromotionsCents, product.taxRateBasisPoints).gross;
  }
  return {
    taxTerritory: tax.territory,
    taxRate: tax.rate,
    monthlyWithoutTaxCents: net,
    monthlyTaxCents: gross - net,
    monthlyCents: gross,
    monthlyWithPromotionsCents: promoted,
    oneOffWithoutTaxCents: 0,
    oneOffTaxCents: 0,
    oneOffCents: 0,
  };
}
