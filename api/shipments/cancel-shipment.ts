import type { Kysely } from 'kysely';
import { nextShipmentStatus, SHIPMENT_TRANSITIONS } from '../../schema/domain/lifecycles/shipment-lifecycle';
import type { CancellationReason } from '../../schema/domain/vocabulary/cancellation-reason';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadShipmentInScope } from './load-shipment-in-scope';

/**
 * Cancel: the row is locked, the lifecycle decides, the status becomes PENDING_CANCELATION and a history row is
 * appended in the same transaction; the logistics provider is asked by the sweep. A refusal changes nothing.
 */
export async function cancelShipment(
  db: Kysely<Database>,
  request: { shipmentId: string; reason: CancellationReason; scopeChannel: string; actor: string; now: Date },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await loadShipmentInScope(trx, request.scopeChannel, request.shipmentId, { lock: true });
    const to = nextShipmentStatus('CANCEL', row.status);
    if (to === null) {
      throw new ApiError(
        409,
        SHIPMENT_TRANSITIONS.CANCEL.refusal,
        `A shipment in status ${row.status} has left the warehouse or is closed: it cannot be cancelled`,
      );
    }
    await trx
      .updateTable('shipments')
      .set({ status: to, changed_at: request.now })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('shipment_history')
      .values({
        shipment_id: row.id,
        action: 'CANCEL',
        status_from: row.status,
        status_to: to,
        reason: request.reason,
        actor: request.actor,
        at: request.now,
      })
      .execute();
    return row.id;
  });
}
