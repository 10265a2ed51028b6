import type { Kysely } from 'kysely';
import { shipmentEndpoints } from '../../schema/rest/shipments';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { cancelShipment } from './cancel-shipment';
import { listShipments } from './list-shipments';
import { loadShipmentHistory } from './load-shipment-history';
import { loadShipmentInScope } from './load-shipment-in-scope';
import { toShipment } from './to-shipment';

/** Shipments: list, detail and cancel; scoped to the caller's current channel, clock injected. */
export function createShipmentEndpoints({
  db,
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  clock?: () => Date;
}) {
  async function detail(scopeChannel: string, id: string) {
    const row = await loadShipmentInScope(db, scopeChannel, id);
    return { ...toShipment(row), history: await loadShipmentHistory(db, row.id) };
  }
  return [
    implement(shipmentEndpoints.listShipments, ({ caller, query }) =>
      listShipments(db, caller.user.channel_id, query),
    ),
    implement(shipmentEndpoints.getShipment, ({ caller, query }) => detail(caller.user.channel_id, query.id)),
    implement(shipmentEndpoints.cancelShipment, async ({ caller, params, body }) => {
      const id = await cancelShipment(db, {
        shipmentId: params.id ?? '',
        reason: body.reason,
        scopeChannel: caller.user.channel_id,
        actor: caller.user.email,
        now: clock(),
      });
      return detail(caller.user.channel_id, id);
    }),
  ];
}
