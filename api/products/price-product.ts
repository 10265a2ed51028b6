import type { Cents } from '../../schema/domain/money';
import { taxCents } from '../../schema/domain/taxes';

export type ProductPrices = {
  priceCents: Cents;
  taxRateBasisPoints: number;
  priceWithPromotionsCents: Cents;
};

/**
 * The prices the server owns: the monthly price with the brand's tax, and the price while the promotions last.
 * Promotions are discounts in cents off the price with tax that run together from the first month, so the
 * promotional price takes them all off, never below zero.
 */
export function priceProduct(
  priceWithoutTaxCents: Cents,
  taxRatePercent: number,
  promotions: readonly { discount: Cents }[],
): ProductPrices {
  const priceCents = priceWithoutTaxCents + taxCents(priceWithoutTaxCents, taxRatePercent);
  const discounts = promotions.reduce((sum, promotion) => sum + promotion.discount, 0);
  return {
    priceCents,
    taxRateBasisPoints: Math.round(taxRatePercent * 100),
    priceWithPromotionsCents: Math.max(0, priceCents - discounts),
  };
}
