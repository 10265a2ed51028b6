import type { ShipmentStatus } from '../../generated/graphql';

/**
 * Cancel only before the carrier has the parcel (docs/lifecycles.md "Shipments"); ERRORED parcels are back at the
 * warehouse and can be cancelled; PENDING_RELAUNCH cannot (two requests would cross at the warehouse).
 */
const CANCELLABLE: readonly ShipmentStatus[] = [
  'CREATED',
  'IN_PROGRESS',
  'PICKING_COMPLETED',
  'READY_TO_SEND',
  'ERRORED',
  'RELAUNCHED',
];

export function shipmentCancellable(shipment: { status: ShipmentStatus }): boolean {
  return CANCELLABLE.includes(shipment.status);
}
