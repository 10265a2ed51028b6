import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

/** Every link of the order not used or revoked yet stops working now (a newer link, or documents received). */
export async function revokeVerificationLinks(
  db: Kysely<Database>,
  orderId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('verification_links')
    .set({ revoked_at: at })
    .where('order_id', '=', orderId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
