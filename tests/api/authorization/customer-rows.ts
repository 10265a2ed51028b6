import type { MatrixRow } from './matrix-row';

/** A demo customer of brand 2020001 (deterministic seed) with a SEPA mandate, in the brand's own channel. */
const FISCAL_ID = '05099189C';
const AGENT_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
const MANAGER_LEVEL = { ADMIN: 200, MANAGER: 200, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };

/** Customers (agent and above), subscriptions (manager and above) and the brand catalogue (agent and above). */
export const customerRows: Record<string, MatrixRow> = {
  listCustomers: { request: { path: '/customers' }, expect: AGENT_LEVEL },
  getCustomer: { request: { path: `/customer?fiscalId=${FISCAL_ID}` }, expect: AGENT_LEVEL },
  putCustomer: { request: { path: '/customer', body: { fiscalId: FISCAL_ID } }, expect: AGENT_LEVEL },
  putCustomerPaymentMethod: {
    request: { path: '/customer/paymentMethod', body: { fiscalId: FISCAL_ID } },
    expect: AGENT_LEVEL,
  },
  putCustomerSepaSigned: {
    request: { path: '/customer/sepa/signed', body: { fiscalId: FISCAL_ID } },
    expect: AGENT_LEVEL,
  },
  listSubscriptions: { request: { path: '/subscriptions' }, expect: MANAGER_LEVEL },
  listBrandProducts: { request: { path: '/products/brand' }, expect: AGENT_LEVEL },
};
