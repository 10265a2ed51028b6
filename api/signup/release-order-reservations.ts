import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

/**
 * Gives back the numbers a draft holds (RESERVED for it) except `keep`: AVAILABLE again, with a history row each.
 * Call inside the transaction that holds the order's row lock.
 */
export async function releaseOrderReservations(
  db: Kysely<Database>,
  orderId: string,
  { keep = [], actor, now }: { keep?: readonly string[]; actor: string; now: Date },
): Promise<number> {
  let query = db
    .updateTable('resources')
    .set({ status: 'AVAILABLE', reserved_until: null, order_id: null, modified_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'RESERVED');
  if (keep.length > 0) query = query.where('value', 'not in', keep);
  const released = await query.returning('id').execute();
  if (released.length === 0) return 0;
  await db
    .insertInto('resource_history')
    .values(
      released.map((row) => ({
        resource_id: row.id,
        action: 'CHANGE_STATUS' as const,
        status_from: 'RESERVED' as const,
        status_to: 'AVAILABLE' as const,
        channel_from: null,
        channel_to: null,
        subscription_id: null,
        actor,
        at: now,
      })),
    )
    .execute();
  return released.length;
}
