import { demoOrderId } from '../../../api/seed/demo-orders';
import { signupEndpoints } from '../../../schema/rest/signup';
import type { MatrixRow } from './matrix-row';

/** Whoever may act gets past access and scope to the order's own check, and nothing changes. */
const AGENT_REACHES = (status: number) => ({
  ADMIN: status,
  MANAGER: status,
  AGENT: status,
  CLIENT: 403,
  OPERATOR: status,
  NO_TOKEN: 401,
});

/** A demo order of brand 2020001 the wizard did not start: a step on it is 409, its wizard state 404. */
const COMPLETED = demoOrderId('2020001', 0);
/** A demo customer of brand 2020001 (see customer-rows.ts), a freelance: the intro says residential. */
const FISCAL_ID = '05099189C';
const KEY = '00000000-0000-4000-8000-0000000000ab';

const step = (name: string) => `/orders/${COMPLETED}/signup/${name}`;

/** The signup wizard: agent and above. */
export const signupRows: Record<string, MatrixRow> = {
  // The existing customer's type contradicts the intro (422), and the operator names no brand (422): nothing made.
  startSignup: {
    request: {
      path: '/signup/orders',
      body: {
        ...signupEndpoints.startSignup.bodyExample,
        idempotencyKey: KEY,
        customer: {
          documentType: 'DNI',
          fiscalId: FISCAL_ID,
          customerType: 'RESIDENTIAL',
          name: 'Ana',
          firstSurname: 'Prueba',
          birthDate: '01/01/1980',
        },
      },
    },
    expect: AGENT_REACHES(422),
  },
  getSignupOrder: { request: { path: `/orders/${COMPLETED}/signup` }, expect: AGENT_REACHES(404) },
  saveSignupCustomer: {
    request: { path: step('customer'), body: signupEndpoints.saveSignupCustomer.bodyExample },
    expect: AGENT_REACHES(409),
  },
  saveSignupProducts: {
    request: { path: step('products'), body: signupEndpoints.saveSignupProducts.bodyExample },
    expect: AGENT_REACHES(409),
  },
  saveSignupLines: {
    request: { path: step('lines'), body: signupEndpoints.saveSignupLines.bodyExample },
    expect: AGENT_REACHES(409),
  },
  saveSignupVerification: {
    request: { path: step('verification'), body: signupEndpoints.saveSignupVerification.bodyExample },
    expect: AGENT_REACHES(409),
  },
  getVerificationDocument: {
    request: { path: `${step('verification/document')}?kind=FRONT` },
    expect: AGENT_REACHES(404),
  },
  sendSignupVerificationLink: {
    request: {
      path: step('verification/link'),
      body: signupEndpoints.sendSignupVerificationLink.bodyExample,
    },
    expect: AGENT_REACHES(409),
  },
  reviewSignupVerification: {
    request: {
      path: step('verification-review'),
      body: signupEndpoints.reviewSignupVerification.bodyExample,
    },
    expect: AGENT_REACHES(409),
  },
  saveSignupPayment: {
    request: { path: step('payment'), body: signupEndpoints.saveSignupPayment.bodyExample },
    expect: AGENT_REACHES(409),
  },
};
