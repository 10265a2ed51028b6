import type { Kysely } from 'kysely';
import type { OrderDetail } from '../../schema/rest/orders';
import { loadLatestContractRow, toContract } from '../contracts/load-latest-contract';
import type { Database } from '../db/database-schema';
import { loadOrderInScope } from './load-order-in-scope';
import { toOrder } from './to-order';

/** GET /order: the order of the caller's scope with its products, its history oldest first and its contract. */
export async function loadOrderDetail(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
): Promise<OrderDetail> {
  const row = await loadOrderInScope(db, scopeChannel, id);
  const [products, history, contract] = await Promise.all([
    db.selectFrom('order_products').selectAll().where('order_id', '=', row.id).orderBy('position').execute(),
    db
      .selectFrom('order_history')
      .selectAll()
      .where('order_id', '=', row.id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    loadLatestContractRow(db, row.id),
  ]);
  return {
    ...toOrder(row),
    products: products.map((product) => ({
      id: product.id,
      position: product.position,
      productId: product.product_id,
      name: product.name,
      family: product.family,
      priceCents: product.price_cents,
      options: product.options,
    })),
    history: history.map((entry) => ({
      action: entry.action,
      statusFrom: entry.status_from,
      statusTo: entry.status_to,
      reason: entry.reason,
      actor: entry.actor,
      at: entry.at.toISOString(),
    })),
    contract: contract ? await toContract(db, contract) : null,
  };
}
