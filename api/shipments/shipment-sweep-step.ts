import type { Kysely } from 'kysely';
import type { ShipmentStatus } from '../../schema/domain/vocabulary/shipment';
import type { Database } from '../db/database-schema';
import { createEmbeddedLogistics } from '../providers/logistics/embedded-logistics';
import type { Logistics } from '../providers/logistics/logistics';
import type { SweepStep } from '../sweep/sweep-step';

/** Rows advanced per run at most; the next run takes the rest. */
const BATCH = 200;
const ACTOR = 'logistics';

/** Statuses the logistics provider still moves; COMPLETED, CANCELED and ERRORED are final for it. */
const IN_FLIGHT: readonly ShipmentStatus[] = [
  'CREATED',
  'IN_PROGRESS',
  'PICKING_COMPLETED',
  'READY_TO_SEND',
  'SENT',
  'IN_DELIVERY',
  'RELAUNCHED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
];

/**
 * The periodic sweep's shipment step: asks the logistics provider where each parcel in flight is (and to withdraw
 * the ones waiting for cancelation) and records every change with a PROVIDER history row. Rows are locked with
 * SKIP LOCKED, so concurrent sweeps advance each row once.
 */
export function createShipmentSweepStep(logistics: Logistics): SweepStep {
  return {
    name: 'shipments',
    async run(db: Kysely<Database>, now: Date): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('shipments')
          .selectAll()
          .where('status', 'in', IN_FLIGHT)
          .orderBy('changed_at')
          .orderBy('id')
          .limit(BATCH)
          .forUpdate()
          .skipLocked()
          .execute();
        let advanced = 0;
        for (const row of rows) {
          if (row.status === 'PENDING_CANCELATION') {
            const withdrawn = await logistics.cancel({ trackingNumber: row.tracking_number });
            // The parcel left before the request arrived: it goes on; the provider's tracking tells where.
            if (!withdrawn) continue;
          }
          const to = await logistics.track(
            {
              trackingNumber: row.tracking_number,
              status: row.status,
              changedAt: row.changed_at,
              documentsPending: row.documents_pending,
              address: {
                street: row.street,
                number: row.street_number,
                floor: row.floor,
                postalCode: row.postal_code,
                province: row.province,
                city: row.city,
              },
            },
            now,
          );
          if (to === row.status) continue;
          await trx
            .updateTable('shipments')
            .set({ status: to, changed_at: now })
            .where('id', '=', row.id)
            .execute();
          await trx
            .insertInto('shipment_history')
            .values({
              shipment_id: row.id,
              action: 'PROVIDER',
              status_from: row.status,
              status_to: to,
              reason: null,
              actor: ACTOR,
              at: now,
            })
            .execute();
          advanced += 1;
        }
        return advanced;
      });
    },
  };
}

/** The step with the embedded logistics simulator. */
export const shipmentSweepStep: SweepStep = createShipmentSweepStep(createEmbeddedLogistics());
