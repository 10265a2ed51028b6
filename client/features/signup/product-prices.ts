import { grossCents, taxFor } from '../../../schema/domain/taxes';

/**
 * A catalogue price (without tax) as the customer pays it: with the tax of their territory (IVA, IGIC, IPSI), read
 * from the coverage address's postal code. The summary shows the api's totals; this is the catalogue's view.
 */
export function customerPriceCents(
  priceWithoutTaxCents: number,
  postalCode: string | null | undefined,
): number {
  return grossCents(priceWithoutTaxCents, taxOfCustomer(postalCode).rate);
}

export function taxOfCustomer(postalCode: string | null | undefined) {
  try {
    return taxFor(postalCode ?? '28001', new Date());
  } catch {
    // A postal code the tables do not know: the peninsula's tax, as the api does.
    return taxFor('28001', new Date());
  }
}
