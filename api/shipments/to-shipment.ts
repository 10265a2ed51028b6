import type { Selectable } from 'kysely';
import { shipmentListStatusOf } from '../../schema/domain/lifecycles/shipment-lifecycle';
import type { Shipment } from '../../schema/rest/shipments';
import type { ShipmentsTable } from '../db/fieldwork-tables';

/** A shipments row as the REST contract shows it. */
export function toShipment(row: Selectable<ShipmentsTable>): Shipment {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    status: row.status,
    listStatus: shipmentListStatusOf(row.status, row.documents_pending),
    documentsPending: row.documents_pending,
    trackingNumber: row.tracking_number,
    carrier: row.carrier,
    carrierUrl: row.carrier_url,
    orderReference: row.order_reference,
    customerFiscalId: row.customer_fiscal_id,
    customerName: row.customer_name,
    address: {
      street: row.street,
      number: row.street_number,
      floor: row.floor,
      postalCode: row.postal_code,
      province: row.province,
      city: row.city,
    },
    items: row.items.map((item) => ({
      kind: item.kind as Shipment['items'][number]['kind'],
      description: item.description,
      serial: item.serial,
    })),
    created: row.created_at.toISOString(),
    changed: row.changed_at.toISOString(),
  };
}
