import { demoShipmentId } from '../../../api/seed/demo-fieldwork';
import type { MatrixRow } from './matrix-row';

const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** The demo shipment at position 0 of brand 2020001 is COMPLETED: a manager or above gets to the status check. */
const CANCEL_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
const COMPLETED = demoShipmentId('2020001', 0);

/**
 * Shipments: reading at agent (the route table's level), cancelling at manager (the menu's level: an
 * irreversible action takes the stricter of the two readings; docs/decisions.md, docs/lifecycles.md).
 */
export const shipmentRows: Record<string, MatrixRow> = {
  listShipments: { request: { path: '/shipments' }, expect: AGENT_LEVEL },
  getShipment: { request: { path: `/shipment?id=${COMPLETED}` }, expect: AGENT_LEVEL },
  cancelShipment: {
    request: { path: `/shipments/${COMPLETED}/cancel`, body: { reason: 'CUSTOMER_REQUEST' } },
    expect: CANCEL_REFUSED,
  },
};
