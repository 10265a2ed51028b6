import type { ShipmentStatus } from '../../../schema/domain/vocabulary/shipment';
import type { ShipmentItem } from '../../db/fieldwork-tables';

export type LogisticsAddress = {
  street: string;
  number: string;
  floor: string | null;
  postalCode: string;
  province: string;
  city: string;
};

/** A parcel as the logistics provider tracks it. */
export type LogisticsParcel = {
  trackingNumber: string | null;
  status: ShipmentStatus;
  /** When the provider last moved it. */
  changedAt: Date;
  documentsPending: boolean;
  address: LogisticsAddress;
};

/**
 * The warehouse and carrier that pick, pack and deliver SIMs and routers. The api keeps the shipment and polls the
 * provider for its progress (the sweep).
 */
export type Logistics = {
  /** Registers a parcel; the tracking number and the carrier's tracking page. */
  createShipment(request: {
    shipmentId: string;
    address: LogisticsAddress;
    items: ShipmentItem[];
  }): Promise<{ trackingNumber: string; carrier: string; carrierUrl: string }>;
  /** Withdraws a parcel not yet dispatched; false when it has already left the warehouse. */
  cancel(request: { trackingNumber: string | null }): Promise<boolean>;
  /** The parcel's status as of `now`: its current one when nothing happened since. */
  track(parcel: LogisticsParcel, now: Date): Promise<ShipmentStatus>;
};
