import type { Kysely } from 'kysely';
import type { CancellationReason } from '../../schema/domain/vocabulary/cancellation-reason';
import type { Database } from '../db/database-schema';

/** The status history of one shipment, oldest first. */
export async function loadShipmentHistory(db: Kysely<Database>, shipmentId: string) {
  const rows = await db
    .selectFrom('shipment_history')
    .selectAll()
    .where('shipment_id', '=', shipmentId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    statusFrom: row.status_from,
    statusTo: row.status_to,
    reason: row.reason as CancellationReason | null,
    actor: row.actor,
    at: row.at.toISOString(),
  }));
}
