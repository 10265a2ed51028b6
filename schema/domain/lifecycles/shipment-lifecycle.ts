import type { ShipmentAction, ShipmentListStatus, ShipmentStatus } from '../vocabulary/shipment';

type Transition = { from: readonly ShipmentStatus[]; to: ShipmentStatus; refusal: string };

/**
 * The console's one action on a shipment (docs/lifecycles.md): cancel, only while the parcel is still in the
 * warehouse. The logistics provider confirms it later (PENDING_CANCELATION, then CANCELED by the sweep).
 */
export const SHIPMENT_TRANSITIONS: Record<ShipmentAction, Transition> = {
  CANCEL: {
    from: ['CREATED', 'IN_PROGRESS', 'PICKING_COMPLETED', 'READY_TO_SEND', 'ERRORED', 'RELAUNCHED'],
    to: 'PENDING_CANCELATION',
    refusal: 'SHIPMENT_NOT_CANCELLABLE',
  },
};

/** The status the action leads to, or null when the shipment's status does not allow it. */
export function nextShipmentStatus(action: ShipmentAction, status: ShipmentStatus): ShipmentStatus | null {
  const transition = SHIPMENT_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

export function shipmentAllows(action: ShipmentAction, status: ShipmentStatus): boolean {
  return nextShipmentStatus(action, status) !== null;
}

/** Statuses still at the warehouse, before the carrier has the parcel. */
export const WAREHOUSE_STATUSES: readonly ShipmentStatus[] = [
  'CREATED',
  'IN_PROGRESS',
  'PICKING_COMPLETED',
  'READY_TO_SEND',
  'PENDING_RELAUNCH',
  'RELAUNCHED',
];

/** Statuses the carrier has the parcel in, or has delivered it. */
export const SHIPPED_STATUSES: readonly ShipmentStatus[] = ['SENT', 'IN_DELIVERY', 'COMPLETED'];

/**
 * The list view's grouping: parcels held for the order's documents, parcels the warehouse is
 * working on, and parcels handed to the carrier. Canceled, errored and pending-cancelation ones belong to none.
 */
export function shipmentListStatusOf(
  status: ShipmentStatus,
  documentsPending: boolean,
): ShipmentListStatus | null {
  if (SHIPPED_STATUSES.includes(status)) return 'SHIPPED';
  if (!WAREHOUSE_STATUSES.includes(status)) return null;
  return documentsPending ? 'PENDING_DOCS' : 'PENDING_LOGISTIC';
}

/**
 * Statuses no console action starts from: with the carrier, done, closed, or waiting for the warehouse. With the table's `from` lists they name every status, so a new status
 * is refused by the lifecycle test until someone decides what it allows.
 */
export const SHIPMENT_STATUSES_WITHOUT_ACTIONS: readonly ShipmentStatus[] = [
  'SENT',
  'IN_DELIVERY',
  'COMPLETED',
  'CANCELED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
];
