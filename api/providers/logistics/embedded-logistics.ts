import { createHash } from 'node:crypto';
import type { ShipmentStatus } from '../../../schema/domain/vocabulary/shipment';
import type { Logistics, LogisticsAddress } from './logistics';

/** How long the simulated warehouse and carrier take for each step of a parcel. */
export const EMBEDDED_LOGISTICS_STEP_MS = 4 * 3_600_000;

/** A street the simulated carrier cannot find: deliveries there end ERRORED. */
export const EMBEDDED_UNKNOWN_STREET = 'desconocida';

/** The simulated warehouse's path of a parcel, one step at a time. */
const NEXT_STEP: Partial<Record<ShipmentStatus, ShipmentStatus>> = {
  CREATED: 'IN_PROGRESS',
  IN_PROGRESS: 'PICKING_COMPLETED',
  PICKING_COMPLETED: 'READY_TO_SEND',
  READY_TO_SEND: 'SENT',
  SENT: 'IN_DELIVERY',
  IN_DELIVERY: 'COMPLETED',
  RELAUNCHED: 'IN_PROGRESS',
  PENDING_CANCELATION: 'CANCELED',
  PENDING_RELAUNCH: 'RELAUNCHED',
};

/** Statuses before the parcel leaves the warehouse: it can still be withdrawn. */
export const EMBEDDED_WITHDRAWABLE: readonly ShipmentStatus[] = [
  'CREATED',
  'IN_PROGRESS',
  'PICKING_COMPLETED',
  'READY_TO_SEND',
  'ERRORED',
  'RELAUNCHED',
  'PENDING_CANCELATION',
];

/** Whether the simulated carrier fails to deliver here (the street says "desconocida"). */
export function embeddedDeliveryFails(address: LogisticsAddress): boolean {
  return address.street
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .includes(EMBEDDED_UNKNOWN_STREET);
}

/** The simulator's tracking number of a shipment: the same shipment always gets the same one. */
export function embeddedTrackingNumber(shipmentId: string): string {
  const hash = createHash('sha256').update(shipmentId).digest();
  return `CT${String(hash.readUInt32BE(0)).padStart(10, '0')}ES`;
}

export const EMBEDDED_CARRIER = 'Centralita Logística';

export function embeddedCarrierUrl(trackingNumber: string): string {
  return `https://seguimiento.centralita.test/envios/${trackingNumber}`;
}

/**
 * A stand-in for the warehouse and carrier: a parcel moves one step every four hours (CREATED, IN_PROGRESS,
 * PICKING_COMPLETED, READY_TO_SEND, SENT, IN_DELIVERY, COMPLETED); one waiting for documents stays CREATED; a
 * delivery to an unknown street ends ERRORED; cancelation and relaunch requests are confirmed on the next poll.
 */
export function createEmbeddedLogistics(): Logistics {
  return {
    async createShipment({ shipmentId }) {
      const trackingNumber = embeddedTrackingNumber(shipmentId);
      return { trackingNumber, carrier: EMBEDDED_CARRIER, carrierUrl: embeddedCarrierUrl(trackingNumber) };
    },
    async cancel() {
      return true;
    },
    async track(parcel, now) {
      const due = now.getTime() - parcel.changedAt.getTime() >= EMBEDDED_LOGISTICS_STEP_MS;
      const immediate = parcel.status === 'PENDING_CANCELATION' || parcel.status === 'PENDING_RELAUNCH';
      if (!due && !immediate) return parcel.status;
      if (parcel.status === 'CREATED' && parcel.documentsPending) return parcel.status;
      if (parcel.status === 'IN_DELIVERY' && embeddedDeliveryFails(parcel.address)) return 'ERRORED';
      return NEXT_STEP[parcel.status] ?? parcel.status;
    },
  };
}
