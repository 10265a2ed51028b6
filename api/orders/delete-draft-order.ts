import type { Kysely } from 'kysely';
import { nextOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import type { Database } from '../db/database-schema';
import { releaseOrderReservations } from '../signup/release-order-reservations';
import type { OrderActionRequest } from './continue-order';
import { loadOrderInScope } from './load-order-in-scope';
import { refuseOrderAction } from './refuse-order-action';

/**
 * DELETE /draft-order: a draft is marked deleted (kept with its history for the audit trail, left out of every
 * read from then on), and the numbers it held go back to the inventory; a launched order is a sale and cannot be
 * deleted (409).
 */
export async function deleteDraftOrder(db: Kysely<Database>, request: OrderActionRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await loadOrderInScope(trx, request.scopeChannel, request.orderId, { lock: true });
    if (nextOrderStatus('DELETE', order.status) === null) throw refuseOrderAction('DELETE', order.status);
    await releaseOrderReservations(trx, order.id, { actor: request.actor, now: request.now });
    await trx
      .updateTable('orders')
      .set({ deleted_at: request.now, modified_at: request.now })
      .where('id', '=', order.id)
      .execute();
    await trx
      .insertInto('order_history')
      .values({
        order_id: order.id,
        action: 'DELETE',
        status_from: order.status,
        status_to: order.status,
        reason: null,
        actor: request.actor,
        at: request.now,
      })
      .execute();
  });
}
