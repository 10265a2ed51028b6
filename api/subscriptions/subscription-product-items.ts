import type { Kysely } from 'kysely';
import type { ProductItem } from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { loadTermLine } from './load-term-line';

/**
 * GET /subscription/productItems: the line's main product (index null) and its add-ons in the order
 * /modifySubscription's `index` counts them, each with its name, price and dates.
 */
export async function subscriptionProductItems(
  db: Kysely<Database>,
  scopeChannel: string,
  query: { subscriptionId: string; fiscalId: string },
): Promise<{ items: ProductItem[] }> {
  const line = await loadTermLine(db, scopeChannel, query.fiscalId, query.subscriptionId);
  return {
    items: [
      {
        index: null,
        productId: line.product_id,
        productName: line.product_name,
        price: line.final_price_cents,
        startDate: line.start_day,
        endDate: line.end_day,
      },
      ...line.optionals.map((entry, index) => ({
        index,
        productId: entry.productId,
        productName: entry.name,
        price: entry.priceCents,
        startDate: entry.startDate ?? null,
        endDate: entry.endDate ?? null,
      })),
    ],
  };
}
