import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import type { PricedProduct } from './signup-totals';

/** The catalogue prices of an order's contracted rows (lines and optionals), for its totals. */
export async function orderProductPrices(db: Kysely<Database>, orderId: string): Promise<PricedProduct[]> {
  const rows = await db
    .selectFrom('order_products')
    .innerJoin('products', 'products.id', 'order_products.product_id')
    .select([
      'products.price_cents',
      'products.price_with_promotions_cents',
      'products.tax_rate_basis_points',
    ])
    .where('order_products.order_id', '=', orderId)
    .execute();
  return rows.map((row) => ({
    priceCents: row.price_cents,
    priceWithPromotionsCents: row.price_with_promotions_cents,
    taxRateBasisPoints: row.tax_rate_basis_points,
  }));
}
