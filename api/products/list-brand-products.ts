import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { listBrandProductsQuery, Product } from '../../schema/rest/customers';
import type { Database } from '../db/database-schema';

/**
 * GET /products/brand: the catalogue of the brand that owns the caller's current channel. A catalogue belongs to
 * the brand as a whole, so a sub-channel sees its brand's products although their rows sit at the brand's root.
 */
export async function listBrandProducts(
  db: Kysely<Database>,
  currentChannel: string,
  query: z.infer<typeof listBrandProductsQuery>,
): Promise<{ items: Product[] }> {
  let products = db
    .selectFrom('products')
    .selectAll('products')
    .where('products.brand_id', '=', (eb) =>
      eb.selectFrom('channels').select('channels.brand_id').where('channels.id', '=', currentChannel),
    );
  if (query.family) products = products.where('products.family', '=', query.family);
  if (query.status) products = products.where('products.status', '=', query.status);
  const rows = await products.orderBy('family').orderBy('name').orderBy('id').execute();
  return {
    items: rows.map((row) => ({
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
    })),
  };
}
