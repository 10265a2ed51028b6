import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrderId } from '../../api/seed/demo-orders';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';
import { documents, newKey, residentialIntro } from '../support/signup-fixtures';

const SIGNUP = `signup {
  resumeStep familyTab customerType
  address { street number postalCode province city latitude }
  products { productId lines optionalProductIds }
  lines { position productName family mobileNumber { mode lineNumber donorOperator } sim { kind icc email } }
  verification { status documents { kind mimeType } reason }
  payment { paymentMethod iban mandateReference }
  totals { taxTerritory taxRate monthlyCents monthlyWithPromotionsCents oneOffCents }
}`;
const DETAIL = `id status draft orderNumber products { position name options { lineNumber esim } }
  history { action statusTo reason } ${SIGNUP}`;

const START = `mutation($key: ID!, $input: SignupIntroInput!, $brandId: ID) {
  startSignup(idempotencyKey: $key, input: $input, brandId: $brandId) { ${DETAIL} }
}`;
const PRODUCTS = `mutation($id: ID!, $key: ID!, $input: SignupProductsInput!) {
  saveSignupProducts(id: $id, idempotencyKey: $key, input: $input) { ${DETAIL} }
}`;
const LINES = `mutation($id: ID!, $key: ID!, $input: SignupLinesInput!) {
  saveSignupLines(id: $id, idempotencyKey: $key, input: $input) { ${DETAIL} }
}`;
const VERIFICATION = `mutation($id: ID!, $key: ID!, $input: SignupVerificationInput!) {
  saveSignupVerification(id: $id, idempotencyKey: $key, input: $input) { ${DETAIL} }
}`;
const REVIEW = `mutation($id: ID!, $key: ID!, $input: SignupReviewInput!) {
  reviewSignupVerification(id: $id, idempotencyKey: $key, input: $input) { ${DETAIL} }
}`;
const CUSTOMER = `mutation($id: ID!, $key: ID!, $input: SignupCustomerStepInput!) {
  saveSignupCustomer(id: $id, idempotencyKey: $key, input: $input) { ${DETAIL} }
}`;
const PAYMENT = `mutation($id: ID!, $key: ID!, $input: SignupPaymentInput!) {
  saveSignupPayment(id: $id, idempotencyKey: $key, input: $input) { ${DETAIL} }
}`;
const LAUNCH = `mutation($id: ID!) { launchOrder(id: $id) { id status draft ${SIGNUP} } }`;
const ORDER = `query($id: ID!) { order(id: $id) { id status ${SIGNUP} } }`;
const SIGNUP_ORDER = `query($id: ID!) { signupOrder(id: $id) { ${DETAIL} } }`;
const DOCUMENT = `query($id: ID!) { verificationDocument(orderId: $id, kind: FRONT) { kind mimeType content } }`;

type Signup = {
  resumeStep: string;
  lines: { mobileNumber: { lineNumber: string | null } | null }[];
  verification: { status: string };
  payment: { mandateReference: string | null } | null;
  totals: { monthlyCents: number };
};
type Detail = { id: string; status: string; draft: boolean; signup: Signup | null };

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

describe('gateway: the signup wizard over GraphQL', () => {
  let stack: GatewayStack;
  let agent: string;
  let mobile: string;

  beforeAll(async () => {
    stack = await startGatewayStack();
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
    mobile = (
      await stack.api.db
        .selectFrom('products')
        .select('id')
        .where('brand_id', '=', '2020001')
        .where('name', '=', 'Móvil 10 GB')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const run = async <T>(query: string, variables: Record<string, unknown>, field: string) =>
    dataOf<T>(await stack.graphql(agent, query, variables), field);

  it('starts a signup, saves every step and launches it, with the state on each answer', async () => {
    const intro = residentialIntro(1);
    // GraphQL sends absent optionals as null; the gateway leaves them out of the REST body.
    const input = {
      ...intro,
      customer: { ...intro.customer, company: null },
      address: { ...intro.address, floor: null },
    };
    const started = await run<Detail>(START, { key: newKey(), input, brandId: null }, 'startSignup');
    expect(started).toMatchObject({ status: 'INITIATED', draft: true, signup: { resumeStep: 'PRODUCTS' } });
    const id = started.id;

    await run(
      PRODUCTS,
      { id, key: newKey(), input: { items: [{ productId: mobile, lines: 1 }] } },
      'saveSignupProducts',
    );
    const lines = await run<Detail>(
      LINES,
      {
        id,
        key: newKey(),
        input: {
          lines: [
            {
              position: 1,
              mobileNumber: { mode: 'NEW', lineNumber: null },
              sim: { kind: 'ESIM', email: 'a@example.com' },
            },
          ],
          shippingAddress: null,
        },
      },
      'saveSignupLines',
    );
    expect(lines.signup?.lines[0]?.mobileNumber?.lineNumber).toMatch(/^[67]\d{8}$/);

    await run(
      VERIFICATION,
      { id, key: newKey(), input: { documents: documents() } },
      'saveSignupVerification',
    );
    const document = await run<{ kind: string }>(DOCUMENT, { id }, 'verificationDocument');
    expect(document.kind).toBe('FRONT');
    await run(
      REVIEW,
      { id, key: newKey(), input: { decision: 'ACCEPT', reason: null } },
      'reviewSignupVerification',
    );
    const paid = await run<Detail>(
      PAYMENT,
      { id, key: newKey(), input: { paymentMethod: 'SEPA_DIRECT_DEBIT', iban: 'ES9121000418450200051332' } },
      'saveSignupPayment',
    );
    expect(paid.signup?.resumeStep).toBe('SUMMARY');
    const again = await run<Detail>(
      CUSTOMER,
      {
        id,
        key: newKey(),
        input: {
          contact: { email: 'otra@example.com', mobileNumber: '611222333' },
          address: intro.address,
          familyTab: 'MOBILE',
          verificationType: 'SMS',
        },
      },
      'saveSignupCustomer',
    );
    expect(again.status).toBe('CUSTOMER_UPDATED');
    expect(paid.signup?.payment?.mandateReference).toBeTruthy();

    // GET /order does not carry the state: the gateway reads it for a draft.
    const draft = await run<Detail>(ORDER, { id }, 'order');
    expect(draft.signup).toEqual(again.signup);
    expect(await run<Detail>(SIGNUP_ORDER, { id }, 'signupOrder')).toMatchObject({ signup: again.signup });

    const launched = await run<Detail>(LAUNCH, { id }, 'launchOrder');
    expect(launched).toMatchObject({ status: 'PENDING_CONTRACT_SIGNATURE', draft: false, signup: null });
  });

  it('answers the api refusals with their code and field, and a draft the wizard did not start has no state', async () => {
    const res = await stack.graphql(agent, PRODUCTS, {
      id: demoOrderId('2020001', 0),
      key: newKey(),
      input: { items: [{ productId: mobile, lines: 1 }] },
    });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_NOT_CONTINUABLE' });
    const seededDraft = await run<Detail>(ORDER, { id: demoOrderId('2020001', 1) }, 'order');
    expect(seededDraft.signup).toBeNull();
    const started = await run<Detail>(START, { key: newKey(), input: residentialIntro(2) }, 'startSignup');
    const bad = await stack.graphql(agent, LINES, {
      id: started.id,
      key: newKey(),
      input: { lines: [{ position: 1 }] },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'LINE_NOT_IN_ORDER',
      field: 'lines.0.position',
    });
  });
});
