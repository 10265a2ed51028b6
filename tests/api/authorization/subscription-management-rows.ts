import { DEMO_MANAGED_FISCAL_ID, demoManagedLineId } from '../../../api/seed/demo-processes';
import type { MatrixRow } from './matrix-row';

const MANAGER_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** The demo line named here is TERMINATED: whoever may act gets past access to the lifecycle (409), nothing changes. */
const MANAGER_REFUSED = { ADMIN: 409, MANAGER: 409, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
const ADMIN_REFUSED = { ADMIN: 409, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };

const LINE = demoManagedLineId(0);
const LINE_NUMBER = '699000000';
const FIBRE = demoManagedLineId(1);
const FISCAL_ID = DEMO_MANAGED_FISCAL_ID;
const ANY_PRODUCT = '00000000-0000-4000-8000-0000000000aa';
const line = `subscriptionId=${LINE}&fiscalId=${FISCAL_ID}`;

/** Subscription management: manager and above (like the line view); modifySubscription admin only. */
export const subscriptionManagementRows: Record<string, MatrixRow> = {
  unpackSubscriptions: {
    request: { path: '/unpackSubscriptions', body: { subscriptionId: LINE, fiscalId: FISCAL_ID } },
    expect: MANAGER_REFUSED,
  },
  packSubscriptions: {
    request: {
      path: '/packSubscriptions',
      body: { headerSubscriptionId: LINE, convergentSubscriptionId: FIBRE, fiscalId: FISCAL_ID },
    },
    expect: MANAGER_REFUSED,
  },
  getPackableSubscriptions: { request: { path: `/getPackableSubscriptions?${line}` }, expect: MANAGER_LEVEL },
  getCompatibleOptionalProducts: {
    request: { path: `/subscription/getCompatibleOptionalProducts?${line}` },
    expect: MANAGER_LEVEL,
  },
  getCompatibleMainProducts: {
    request: { path: `/subscription/getCompatibleMainProducts?${line}` },
    expect: MANAGER_LEVEL,
  },
  changeProduct: {
    request: {
      path: '/changeProduct',
      body: {
        subscriptionId: LINE,
        lineNumber: LINE_NUMBER,
        productId: ANY_PRODUCT,
        family: 'MOBILE',
        fiscalId: FISCAL_ID,
      },
    },
    expect: MANAGER_REFUSED,
  },
  removeSubscriptionsFromSharedGroup: {
    request: {
      path: '/removeSubscriptionsFromSharedGroup',
      body: { sharedSubscriptionId: LINE, baseSubscriptions: [FIBRE], fiscalId: FISCAL_ID },
    },
    expect: MANAGER_REFUSED,
  },
  addSubscriptionsToSharedGroup: {
    request: {
      path: '/addSubscriptionsToSharedGroup',
      body: { sharedSubscriptionId: LINE, baseSubscriptionIds: [FIBRE], fiscalId: FISCAL_ID },
    },
    expect: MANAGER_REFUSED,
  },
  createSharedGroup: {
    request: {
      path: '/createSharedGroup',
      body: { baseSubscriptionIds: [LINE, FIBRE], productId: ANY_PRODUCT, fiscalId: FISCAL_ID },
    },
    expect: MANAGER_REFUSED,
  },
  getSharedSubscriptions: {
    request: { path: `/getSharedSubscriptions?fiscalId=${FISCAL_ID}&nonFullGroups=true` },
    expect: MANAGER_LEVEL,
  },
  changeTitular: {
    request: {
      path: '/changeTitular',
      body: { subscriptionIds: [LINE], actualFiscalId: FISCAL_ID, newFiscalId: '12345678Z' },
    },
    expect: MANAGER_REFUSED,
  },
  addOptionalProduct: {
    request: {
      path: '/addOptionalProduct',
      body: {
        subscriptionId: LINE,
        lineNumber: LINE_NUMBER,
        productId: ANY_PRODUCT,
        family: 'INTERNATIONAL',
        fiscalId: FISCAL_ID,
      },
    },
    expect: MANAGER_REFUSED,
  },
  changeSubscriptionAlias: {
    request: {
      path: '/changeSubscriptionAlias',
      body: { subscriptionId: LINE, alias: 'Casa', fiscalId: FISCAL_ID },
    },
    expect: MANAGER_REFUSED,
  },
  modifySubscription: {
    request: {
      path: '/modifySubscription',
      body: { subscriptionId: LINE, alias: 'Casa', fiscalId: FISCAL_ID },
    },
    expect: ADMIN_REFUSED,
  },
};
