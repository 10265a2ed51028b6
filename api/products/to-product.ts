import type { Selectable } from 'kysely';
import type { Product } from '../../schema/rest/customers';
import type { ProductsTable } from '../db/customer-subscription-tables';

export function toProduct(row: Selectable<ProductsTable>): Product {
  return {
    id: row.id,
    brandId: row.brand_id,
    name: row.name,
    description: row.description,
    family: row.family,
    subfamily: row.subfamily,
    price: row.price_cents,
    priceWithoutTax: row.price_without_tax_cents,
    providerPriceWithoutTax: row.provider_price_without_tax_cents,
    promotions: row.promotions.map((promotion) => ({
      name: promotion.name,
      discount: promotion.discountCents,
      months: promotion.months,
    })),
    priceWithPromotions: row.price_with_promotions_cents,
    display: row.display,
    status: row.status,
    tax: row.tax_rate_basis_points,
    maxAdditionalLines: row.max_additional_lines,
    cumulativeGb: row.cumulative_gb,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}
