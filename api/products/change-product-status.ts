import { type Kysely, sql } from 'kysely';
import { canMoveProduct } from '../../schema/domain/lifecycles/product-lifecycle';
import type { ProductStatus } from '../../schema/domain/vocabulary/product';
import { ENDED_SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadWritableProduct } from './product-scope';

/** Whether a line that is not terminated or canceled has the product as its main product or as an optional. */
async function isProductInUse(db: Kysely<Database>, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('status', 'not in', ENDED_SUBSCRIPTION_STATUSES)
    .where((eb) =>
      eb.or([
        eb('product_id', '=', productId),
        sql<boolean>`optionals @> ${JSON.stringify([{ productId }])}::jsonb`,
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** POST /products/:id/status: lifecycle and in-use check under the row lock, status and history together. */
export async function changeProductStatus(
  db: Kysely<Database>,
  id: string,
  to: ProductStatus,
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await loadWritableProduct(trx, scopeChannel, id);
    if (!canMoveProduct(row.status, to)) {
      throw new ApiError(
        409,
        'PRODUCT_TRANSITION_NOT_ALLOWED',
        `A product in status ${row.status} cannot move to ${to}`,
      );
    }
    if (to === 'TERMINATED' && (await isProductInUse(trx, row.id))) {
      throw new ApiError(409, 'PRODUCT_IN_USE', 'Active lines still use this product');
    }
    await trx
      .updateTable('products')
      .set({ status: to, modified_at: now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('product_history')
      .values({
        product_id: row.id,
        action: 'CHANGE_STATUS',
        status_from: row.status,
        status_to: to,
        actor,
        at: now,
      })
      .execute();
    return row.id;
  });
}
