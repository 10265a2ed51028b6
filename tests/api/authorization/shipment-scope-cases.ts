import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { domainScope, type ScopeCase } from './scope-case';

type ShipmentScopeRows = {
  /** Shipments that have left the warehouse: in scope, a cancel gets past the scope check to the status check. */
  brandShipmentId: string;
  brandShipmentTracking: string;
  subShipmentId: string;
  subShipmentTracking: string;
};

async function readShipmentScopeRows(db: Kysely<Database>): Promise<ShipmentScopeRows> {
  const shipped = (channel: string) =>
    db
      .selectFrom('shipments')
      .select(['id', 'tracking_number'])
      .where('channel_id', '=', channel)
      .where('status', 'in', ['SENT', 'IN_DELIVERY', 'COMPLETED', 'CANCELED'])
      .where('tracking_number', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const brand = await shipped('2020001');
  const sub = await shipped('2020001002');
  return {
    brandShipmentId: brand.id,
    brandShipmentTracking: brand.tracking_number ?? '',
    subShipmentId: sub.id,
    subShipmentTracking: sub.tracking_number ?? '',
  };
}

type Subject = 'brandShipmentId' | 'subShipmentId';

/** The four standings for an endpoint that names one shipment; refusals first, so they meet an untouched row. */
function shipmentCases(
  request: (id: string) => { path: string; body?: unknown },
  ok: number,
): ScopeCase<ShipmentScopeRows>[] {
  const on = (subject: Subject) => (rows: ShipmentScopeRows) => request(rows[subject]);
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brandShipmentId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandShipmentId'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('subShipmentId'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandShipmentId'), expect: ok },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('subShipmentId'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subShipmentId'), expect: ok },
  ];
}

function listed(tracking: 'brandShipmentTracking' | 'subShipmentTracking', id: Subject) {
  return (rows: ShipmentScopeRows) => ({ path: `/shipments?search=${rows[tracking]}`, listed: rows[id] });
}

/** Shipments. */
export const shipmentScope = domainScope(readShipmentScopeRows, {
  listShipments: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: listed('brandShipmentTracking', 'brandShipmentId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: listed('subShipmentTracking', 'subShipmentId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: listed('subShipmentTracking', 'subShipmentId'),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: listed('brandShipmentTracking', 'brandShipmentId'),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: listed('brandShipmentTracking', 'brandShipmentId'),
      expect: 200,
      listed: false,
    },
  ],
  getShipment: shipmentCases((id) => ({ path: `/shipment?id=${id}` }), 200),
  cancelShipment: shipmentCases(
    (id) => ({ path: `/shipments/${id}/cancel`, body: { reason: 'CUSTOMER_REQUEST' } }),
    409,
  ),
});
