import { useEffect } from 'react';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { loadShipments } from './load-shipments';
import { SHIPMENT_ACTIONS, SHIPMENT_ENTITY, SHIPMENTS_QUEUE } from './shipment-actions';
import { SHIPMENT_COLUMNS, SHIPMENT_FILTERS } from './shipment-columns';
import type { ShipmentRow } from './shipment-row';

const rowId = (row: ShipmentRow) => row.id;
const rowHref = (row: ShipmentRow) => `/customer/${encodeURIComponent(row.customerFiscalId)}`;

/** /shipments: parcels of the logistics provider, by the list view's groups, with cancel (managers and admins). */
export default function ShipmentsPage(_props: PageProps) {
  useEffect(() => registerEntityActions(SHIPMENT_ACTIONS), []);
  return (
    <QueuePage<ShipmentRow>
      queueId={SHIPMENTS_QUEUE}
      entity={SHIPMENT_ENTITY}
      title="fieldwork.shipment.title"
      columns={SHIPMENT_COLUMNS}
      filters={SHIPMENT_FILTERS}
      load={loadShipments}
      rowId={rowId}
      rowHref={rowHref}
      empty="fieldwork.shipment.empty"
    />
  );
}
