import type { Kysely } from 'kysely';
import { nextOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import type { Database } from '../db/database-schema';
import { loadOrderInScope } from './load-order-in-scope';
import { recordOrderStatus } from './record-order-status';
import { refuseOrderAction } from './refuse-order-action';

export type OrderActionRequest = { orderId: string; scopeChannel: string; actor: string; now: Date };

/**
 * POST /orders/:id/continue: a draft goes back to the signup wizard where it was left. The status does not
 * change; the history records who resumed it and when, so an abandoned sale's owner can be found.
 */
export async function continueOrder(db: Kysely<Database>, request: OrderActionRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await loadOrderInScope(trx, request.scopeChannel, request.orderId, { lock: true });
    const to = nextOrderStatus('CONTINUE', order.status);
    if (to === null) throw refuseOrderAction('CONTINUE', order.status);
    await recordOrderStatus(trx, {
      orderId: order.id,
      action: 'CONTINUE',
      from: order.status,
      to,
      actor: request.actor,
      at: request.now,
    });
  });
}
