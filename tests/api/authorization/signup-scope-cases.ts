import type { Kysely } from 'kysely';
import type { Database } from '../../../api/db/database-schema';
import { signupEndpoints } from '../../../schema/rest/signup';
import { domainScope, type ScopeCase } from './scope-case';

const BRAND = '2020001';
const SUB_CHANNEL = '2020001002';

type Customer = { fiscalId: string; documentType: string; customerType: string };

/** Drafts the wizard did not start (a step on one in scope is 409, out of scope 404) and a customer per channel. */
type SignupScopeRows = {
  brandDraft: string;
  subDraft: string;
  brandCustomer: Customer;
  subCustomer: Customer;
};

async function readSignupScopeRows(db: Kysely<Database>): Promise<SignupScopeRows> {
  const draft = async (channel: string) =>
    (
      await db
        .selectFrom('orders')
        .select('id')
        .where('channel_id', '=', channel)
        .where('status', '=', 'INITIATED')
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  const customer = async (channel: string): Promise<Customer> => {
    const row = await db
      .selectFrom('customers')
      .select(['fiscal_id', 'document_type', 'customer_type'])
      .where('channel_id', '=', channel)
      .where('customer_type', '!=', 'COMPANY')
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    return { fiscalId: row.fiscal_id, documentType: row.document_type, customerType: row.customer_type };
  };
  return {
    brandDraft: await draft(BRAND),
    subDraft: await draft(SUB_CHANNEL),
    brandCustomer: await customer(BRAND),
    subCustomer: await customer(SUB_CHANNEL),
  };
}

type DraftKey = 'brandDraft' | 'subDraft';
let keys = 0;
/** Every request its own idempotency key, so no case replays another's. */
function nextKey(): string {
  keys += 1;
  return `00000000-0000-4000-8000-${String(keys).padStart(12, '0')}`;
}

/** The four standings for a request on one draft: in scope the draft's own check answers (`ok`). */
function draftCases(request: (orderId: string) => { path: string; body?: unknown }, ok: number) {
  const on = (key: DraftKey) => (rows: SignupScopeRows) => request(rows[key]);
  return [
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: on('brandDraft'), expect: 404 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request: on('brandDraft'), expect: 404 },
    { relation: 'another brand', caller: 'VELA_ADMIN', request: on('subDraft'), expect: 404 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: on('brandDraft'), expect: ok },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: on('subDraft'), expect: ok },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: on('subDraft'), expect: ok },
  ] satisfies ScopeCase<SignupScopeRows>[];
}

function stepCases(name: string, body: object | undefined) {
  return draftCases(
    (id) => ({ path: `/orders/${id}/signup/${name}`, body: { ...body, idempotencyKey: nextKey() } }),
    409,
  );
}

/** The intro for a customer, with the type it does not have: found in scope it is 422, out of scope 409. */
function introFor(which: 'brandCustomer' | 'subCustomer') {
  return (rows: SignupScopeRows) => {
    const customer = rows[which];
    return {
      path: '/signup/orders',
      body: {
        ...signupEndpoints.startSignup.bodyExample,
        idempotencyKey: nextKey(),
        customer: {
          documentType: customer.documentType,
          fiscalId: customer.fiscalId,
          customerType: customer.customerType === 'RESIDENTIAL' ? 'FREELANCE' : 'RESIDENTIAL',
          name: 'Ana',
          firstSurname: 'Prueba',
          birthDate: '01/01/1980',
        },
      },
    };
  };
}

/** The signup wizard (docs/signup.md). */
export const signupScope = domainScope(readSignupScopeRows, {
  startSignup: [
    // The brand holds the document in a channel the caller cannot see: neither read nor duplicated.
    { relation: 'sub-channel', caller: 'SUB_MANAGER', request: introFor('brandCustomer'), expect: 409 },
    { relation: 'own channel', caller: 'BRAND_ADMIN', request: introFor('brandCustomer'), expect: 422 },
    { relation: 'own channel', caller: 'SUB_MANAGER', request: introFor('subCustomer'), expect: 422 },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request: introFor('subCustomer'), expect: 422 },
    // Another brand's customer with the same document is another customer: a new one and a draft of that brand.
    { relation: 'another brand', caller: 'VELA_ADMIN', request: introFor('brandCustomer'), expect: 200 },
  ],
  getSignupOrder: draftCases((id) => ({ path: `/orders/${id}/signup` }), 404),
  getVerificationDocument: draftCases(
    (id) => ({ path: `/orders/${id}/signup/verification/document?kind=FRONT` }),
    404,
  ),
  saveSignupCustomer: stepCases('customer', signupEndpoints.saveSignupCustomer.bodyExample),
  saveSignupProducts: stepCases('products', signupEndpoints.saveSignupProducts.bodyExample),
  saveSignupLines: stepCases('lines', signupEndpoints.saveSignupLines.bodyExample),
  saveSignupVerification: stepCases('verification', signupEndpoints.saveSignupVerification.bodyExample),
  reviewSignupVerification: stepCases(
    'verification-review',
    signupEndpoints.reviewSignupVerification.bodyExample,
  ),
  saveSignupPayment: stepCases('payment', signupEndpoints.saveSignupPayment.bodyExample),
  sendSignupVerificationLink: draftCases(
    (id) => ({ path: `/orders/${id}/signup/verification/link`, body: {} }),
    409,
  ),
});
