import type { Kysely } from 'kysely';
import { isDraftOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import type { OrderHistoryAction, OrderStatus } from '../../schema/domain/vocabulary/order';
import type { Database } from '../db/database-schema';

export type OrderHistoryEntry = {
  orderId: string;
  action: OrderHistoryAction;
  from: OrderStatus | null;
  to: OrderStatus;
  reason?: string | null;
  actor: string;
  at: Date;
};

/**
 * Moves the order to `to` (touching `modified`; the draft flag follows the status) and appends
 * the history row; call inside the transaction that holds the order's row lock.
 */
export async function recordOrderStatus(db: Kysely<Database>, entry: OrderHistoryEntry): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: entry.to, modified_at: entry.at, draft: isDraftOrderStatus(entry.to) })
    .where('id', '=', entry.orderId)
    .execute();
  await db
    .insertInto('order_history')
    .values({
      order_id: entry.orderId,
      action: entry.action,
      status_from: entry.from,
      status_to: entry.to,
      reason: entry.reason ?? null,
      actor: entry.actor,
      at: entry.at,
    })
    .execute();
}
