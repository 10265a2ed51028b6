import { DEMO_MANAGED_FISCAL_ID, demoManagedLineId } from '../../../api/seed/demo-processes';
import type { MatrixRow } from './matrix-row';

const MANAGER_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** The demo line named here is TERMINATED: whoever may act gets past access to the lifecycle (409), nothing changes. */
const MANAGER_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };

const LINE = demoManagedLineId(0);
const line = `subscriptionId=${LINE}&fiscalId=${DEMO_MANAGED_FISCAL_ID}`;

/** Temporal subscriptions, the line's history and product items: manager and above, as /subs (docs/decisions.md). */
export const temporalSubscriptionRows: Record<string, MatrixRow> = {
  listTemporalSubscriptions: { request: { path: '/subscriptions/temporal?limit=25' }, expect: MANAGER_LEVEL },
  extendTemporalSubscription: {
    request: {
      path: '/subscriptions/temporal/extend',
      body: { subscriptionId: LINE, endDate: '31/12/2030', fiscalId: DEMO_MANAGED_FISCAL_ID },
    },
    expect: MANAGER_REFUSED,
  },
  endTemporalSubscription: {
    request: {
      path: '/subscriptions/temporal/end',
      body: { subscriptionId: LINE, reason: 'CUSTOMER_REQUEST', fiscalId: DEMO_MANAGED_FISCAL_ID },
    },
    expect: MANAGER_REFUSED,
  },
  getSubscriptionHistory: { request: { path: `/subscription/history?${line}` }, expect: MANAGER_LEVEL },
  getSubscriptionProductItems: {
    request: { path: `/subscription/productItems?${line}` },
    expect: MANAGER_LEVEL,
  },
};
