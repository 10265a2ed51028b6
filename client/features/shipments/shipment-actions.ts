import { shipmentAllows } from '../../../schema/domain/lifecycles/shipment-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import { CANCELLATION_REASONS } from '../../../schema/domain/vocabulary/cancellation-reason';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import type { CancellationReason } from '../../generated/graphql';
import { CancelShipmentMutation } from './shipment-documents';
import type { ShipmentRow } from './shipment-row';

export const SHIPMENTS_QUEUE = 'shipments';
export const SHIPMENT_ENTITY = 'shipment';

/**
 * Cancel with a reason, at manager level: reading is agent, an irreversible action takes the stricter of the two
 * readings of shipment access (docs/decisions.md, docs/lifecycles.md).
 */
export const SHIPMENT_ACTIONS: readonly EntityAction<ShipmentRow>[] = [
  {
    id: 'shipment.cancel',
    entity: SHIPMENT_ENTITY,
    title: 'fieldwork.shipment.action.cancel',
    keywords: ['cancel', 'cancelar', 'envío', 'shipment'],
    isVisible: (context, row) =>
      canAccess(context.user?.role, 'manager') && shipmentAllows('CANCEL', row.status),
    reason: {
      title: 'fieldwork.cancel.reasonTitle',
      options: CANCELLATION_REASONS.map((value) => ({ value, label: `domain.cancellationReason.${value}` })),
    },
    confirm: {
      title: 'fieldwork.shipment.confirm.cancelTitle',
      body: 'fieldwork.shipment.confirm.cancelBody',
      irreversible: true,
    },
    run: async (row, { reason }) => {
      await runGatewayMutation(CancelShipmentMutation, { id: row.id, reason: reason as CancellationReason });
    },
    success: 'fieldwork.shipment.success.cancel',
    rowLabel: (row) => row.trackingNumber ?? row.orderReference ?? row.customerName,
  },
];
