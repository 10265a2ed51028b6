import { demoOrderId } from '../../../api/seed/demo-orders';
import { EXAMPLE_SIGNED_PDF } from '../../../schema/rest/orders';
import type { MatrixRow } from './matrix-row';

const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** Whoever may act gets past access and scope to the status check (409), and nothing changes. */
const AGENT_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 409, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
const MANAGER_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };

/** Demo orders of brand 2020001: position 0 is COMPLETED, 1 an INITIATED draft, 2 waits for its signature. */
const COMPLETED = demoOrderId('2020001', 0);
const DRAFT = demoOrderId('2020001', 1);
const PENDING_SIGNATURE = demoOrderId('2020001', 2);
/** A demo customer of brand 2020001 (see customer-rows.ts). */
const FISCAL_ID = '05099189C';

/** Orders and contracts: agent and above; cancelling a signature (irreversible) manager and above. */
export const orderRows: Record<string, MatrixRow> = {
  listDraftOrders: { request: { path: '/draft-orders' }, expect: AGENT_LEVEL },
  listOrders: { request: { path: '/orders?status=COMPLETED' }, expect: AGENT_LEVEL },
  getOrder: { request: { path: `/order?id=${COMPLETED}` }, expect: AGENT_LEVEL },
  // A product of no catalogue: past access and scope, the catalogue check refuses it (422) and nothing is created.
  createDraftOrder: {
    request: {
      path: '/draft-orders',
      body: {
        fiscalId: FISCAL_ID,
        family: 'MOBILE',
        verificationType: 'MANUAL',
        mobileNumber: '612345678',
        email: 'cliente@example.com',
        products: [{ productId: '00000000-0000-4000-8000-00000000dead' }],
      },
    },
    expect: { ADMIN: 422, MANAGER: 422, AGENT: 422, CLIENT: 403, OPERATOR: 422, NO_TOKEN: 401 },
  },
  deleteDraftOrder: {
    request: { path: '/draft-order', body: { orderId: COMPLETED } },
    expect: AGENT_REFUSED,
  },
  // Continuing changes no status: everyone allowed resumes the draft.
  continueOrder: { request: { path: `/orders/${DRAFT}/continue`, body: {} }, expect: AGENT_LEVEL },
  launchOrder: { request: { path: `/orders/${COMPLETED}/launch`, body: {} }, expect: AGENT_REFUSED },
  relaunchOrder: { request: { path: `/orders/${COMPLETED}/relaunch`, body: {} }, expect: AGENT_REFUSED },
  cancelOrderSignature: {
    request: { path: `/orders/${COMPLETED}/cancel-signature`, body: { confirm: true } },
    expect: MANAGER_REFUSED,
  },
  generateContractAnnex: {
    request: { path: '/contract/annex', body: { orderId: PENDING_SIGNATURE } },
    expect: AGENT_REFUSED,
  },
  uploadOrderContract: {
    request: { path: `/orders/${COMPLETED}/contract`, body: { document: EXAMPLE_SIGNED_PDF } },
    expect: AGENT_REFUSED,
  },
  getOrderContractDocument: {
    request: { path: `/orders/${COMPLETED}/contract/document?kind=GENERATED` },
    expect: AGENT_LEVEL,
  },
  getOrderFulfilment: { request: { path: `/orders/${COMPLETED}/fulfilment` }, expect: AGENT_LEVEL },
};
