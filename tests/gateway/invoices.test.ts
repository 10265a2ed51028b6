import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issuePaymentLink } from '../../api/invoices/payment-link';
import type { Invoice, InvoiceDetail } from '../../schema/rest/invoices';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const INVOICE_FIELDS = `id brandId channelId number type family status customerId document taxTerritory taxRate
  baseCents taxCents totalCents cycle dueDate originalInvoiceId created modified`;
const DETAIL_FIELDS = `${INVOICE_FIELDS} lines { concept subscriptionId amountCents taxCents } creditNoteId
  originalInvoiceNumber history { action statusFrom statusTo detail actor at }
  issuer { name fiscalId addressLines logoUrl } billTo { name fiscalId addressLines }`;

const INVOICES = `query($first: Int, $after: String, $status: InvoiceStatus, $type: InvoiceType,
  $family: ProductFamily, $cycle: String, $search: String, $order: SortOrder) {
  invoices(first: $first, after: $after, status: $status, type: $type, family: $family, cycle: $cycle,
    search: $search, order: $order) {
    edges { cursor node { ${INVOICE_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const INVOICES_WITH_CUSTOMERS =
  'query { invoices(first: 50) { edges { node { id customerId customer { id fiscalId name } } } } }';
const INVOICE = `query($id: ID!) { invoice(id: $id) { ${DETAIL_FIELDS} } }`;
const RESEND = `mutation($id: ID!) { resendInvoice(id: $id) { ${DETAIL_FIELDS} } }`;
const REFUND = `mutation($id: ID!, $reason: String) {
  refundInvoice(id: $id, reason: $reason) { invoice { ${DETAIL_FIELDS} } creditNote { ${DETAIL_FIELDS} } }
}`;
const PUBLIC_INVOICE =
  'query($t: String!) { publicInvoice(token: $t) { brandName brandLogoURL number totalCents dueDate status payable } }';
const PAY = `mutation($t: String!, $n: String!, $e: String!, $c: String!, $h: String!) {
  payPublicInvoice(token: $t, cardNumber: $n, expiry: $e, cvc: $c, holder: $h) { status number totalCents paidAt }
}`;

const GOOD_CARD = { n: '4242 4242 4242 4242', e: '12/39', c: '123', h: 'Lucía Pérez' };
const DECLINED_CARD = { ...GOOD_CARD, n: '4000000000000002' };

type Connection<T> = {
  edges: { cursor: string | null; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};
type Page = { items: Invoice[]; nextCursor: string | null };

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  return res.errors?.[0]?.extensions;
}

describe('gateway: invoices, credit notes and the public payment page over GraphQL', () => {
  let stack: GatewayStack;
  let admin: string;
  let manager: string;
  let nimbus: string;

  /** A seeded invoice of brand 2020001 in `status`, not used by an earlier test. */
  const taken = new Set<string>();
  async function freshInvoice(status: Invoice['status']): Promise<string> {
    const rows = await stack.api.db
      .selectFrom('invoices')
      .select('id')
      .where('brand_id', '=', '2020001')
      .where('invoice_type', '=', 'INVOICE')
      .where('status', '=', status)
      .orderBy('number', 'desc')
      .execute();
    const row = rows.find((candidate) => !taken.has(candidate.id));
    if (!row) throw new Error(`no more ${status} demo invoices`);
    taken.add(row.id);
    return row.id;
  }

  async function restDetail(id: string): Promise<InvoiceDetail> {
    const res = await stack.api.call('GET', `/invoice?id=${id}`, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as InvoiceDetail;
  }

  beforeAll(async () => {
    stack = await startGatewayStack();
    const tokenOf = async (email: string) => (await stack.api.signIn(email)).accessToken;
    admin = await tokenOf('admin@demo.test');
    manager = await tokenOf('manager@demo.test');
    nimbus = await tokenOf('admin@nimbus.test');
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it('pages invoices with the same rows as GET /invoices, filters them, and shows another brand none', async () => {
    const first = dataOf<Connection<Invoice>>(
      await stack.graphql(admin, INVOICES, { first: 25 }),
      'invoices',
    );
    const rest = await stack.api.call('GET', '/invoices?limit=25', admin);
    expect(rest.status).toBe(200);
    const restPage = rest.body as Page;
    expect(first.edges.map((e) => e.node)).toEqual(restPage.items);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: restPage.nextCursor });
    expect(first.edges.at(-1)?.cursor).toBe(first.pageInfo.endCursor);

    const second = dataOf<Connection<Invoice>>(
      await stack.graphql(admin, INVOICES, { first: 25, after: first.pageInfo.endCursor }),
      'invoices',
    );
    const restSecond = await stack.api.call('GET', `/invoices?limit=25&cursor=${restPage.nextCursor}`, admin);
    expect(second.edges.map((e) => e.node)).toEqual((restSecond.body as Page).items);
    const firstIds = new Set(first.edges.map((e) => e.node.id));
    expect(second.edges.length).toBeGreaterThan(0);
    expect(second.edges.some((e) => firstIds.has(e.node.id))).toBe(false);

    const cycle = first.edges[0]?.node.cycle ?? '';
    const number = first.edges[0]?.node.number ?? '';
    for (const [variables, query] of [
      [{ first: 100, status: 'UNPAID' }, 'limit=100&status=UNPAID'],
      [{ first: 100, type: 'CREDIT_NOTE' }, 'limit=100&type=CREDIT_NOTE'],
      [{ first: 100, family: 'MOBILE', order: 'asc' }, 'limit=100&family=MOBILE&order=asc'],
      [{ first: 100, cycle }, `limit=100&cycle=${cycle}`],
      [{ first: 100, search: number }, `limit=100&search=${encodeURIComponent(number)}`],
    ] as const) {
      const filtered = dataOf<Connection<Invoice>>(
        await stack.graphql(admin, INVOICES, variables),
        'invoices',
      );
      const restFiltered = (await stack.api.call('GET', `/invoices?${query}`, admin)).body as Page;
      expect(restFiltered.items.length, query).toBeGreaterThan(0);
      expect(
        filtered.edges.map((e) => e.node.id),
        query,
      ).toEqual(restFiltered.items.map((i) => i.id));
    }

    const foreign = dataOf<Connection<Invoice>>(
      await stack.graphql(nimbus, INVOICES, { first: 100 }),
      'invoices',
    );
    expect(foreign.edges.length).toBeGreaterThan(0);
    expect(foreign.edges.every((e) => e.node.brandId === '3000003')).toBe(true);
  });

  it("reads every invoice's customer of a page in one batched REST call", async () => {
    const page = dataOf<
      Connection<{ customerId: string; customer: { id: string; fiscalId: string } | null }>
    >(await stack.graphql(admin, INVOICES_WITH_CUSTOMERS), 'invoices');
    expect(page.edges.length).toBeGreaterThan(25);
    expect(page.edges.every((e) => e.node.customer?.id === e.node.customerId)).toBe(true);
    expect(stack.restCalls.map((call) => call.split('?')[0])).toEqual(['GET /invoices', 'GET /customers']);
  });

  it('reads one invoice as GET /invoice does; bad ids, other brands and non-admins get the REST answer', async () => {
    const id = await freshInvoice('PAID');
    const detail = dataOf<InvoiceDetail>(await stack.graphql(admin, INVOICE, { id }), 'invoice');
    expect(detail).toEqual(await restDetail(id));
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(detail.history[0]?.action).toBe('ISSUE');

    const withCustomer = dataOf<{ customer: { id: string; fiscalId: string } }>(
      await stack.graphql(admin, 'query($id: ID!) { invoice(id: $id) { customer { id fiscalId } } }', { id }),
      'invoice',
    );
    expect(withCustomer.customer).toEqual({ id: detail.customerId, fiscalId: detail.document });

    const foreign = await stack.graphql(nimbus, INVOICE, { id });
    expect(foreign.data).toBeNull();
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(errorOf(await stack.graphql(manager, INVOICE, { id }))).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    expect(errorOf(await stack.graphql(admin, INVOICE, { id: 'not-a-uuid' }))).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      field: 'id',
    });
  });

  it('resends an invoice (status unchanged, a fresh payment link) and refuses a customer without e-mail with 409', async () => {
    const id = await freshInvoice('UNPAID');
    const resent = dataOf<InvoiceDetail>(await stack.graphql(admin, RESEND, { id }), 'resendInvoice');
    expect(resent.status).toBe('UNPAID');
    expect(resent.history.at(-1)).toMatchObject({
      action: 'RESEND',
      statusFrom: 'UNPAID',
      statusTo: 'UNPAID',
      actor: 'admin@demo.test',
    });
    expect(resent).toEqual(await restDetail(id));
    const stored = await stack.api.db
      .selectFrom('invoices')
      .select('payment_token_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.payment_token_hash).not.toBeNull();

    const foreign = await stack.graphql(nimbus, RESEND, { id });
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const pending = await freshInvoice('PENDING');
    const { customerId } = await restDetail(pending);
    await stack.api.db.updateTable('customers').set({ email: null }).where('id', '=', customerId).execute();
    const before = await restDetail(pending);
    const refused = await stack.graphql(admin, RESEND, { id: pending });
    expect(refused.data).toBeNull();
    expect(errorOf(refused)).toMatchObject({
      code: 'CUSTOMER_HAS_NO_EMAIL',
      status: 409,
      statusClass: '4xx',
    });
    expect(await restDetail(pending)).toEqual(before);
  });

  it('refunds a PAID invoice with a credit note; refuses an unpaid one (409) and a too long reason (400)', async () => {
    const id = await freshInvoice('PAID');
    const original = await restDetail(id);
    const { invoice, creditNote } = dataOf<{ invoice: InvoiceDetail; creditNote: InvoiceDetail }>(
      await stack.graphql(admin, REFUND, { id, reason: 'Cobro duplicado' }),
      'refundInvoice',
    );
    expect(invoice.status).toBe('REFUNDED');
    expect(invoice.creditNoteId).toBe(creditNote.id);
    expect(invoice.history.at(-1)?.detail).toContain('Cobro duplicado');
    expect(creditNote).toMatchObject({
      type: 'CREDIT_NOTE',
      status: 'PAID',
      originalInvoiceId: id,
      totalCents: -original.totalCents,
    });
    expect(invoice).toEqual(await restDetail(id));
    expect(creditNote).toEqual(await restDetail(creditNote.id));

    const unpaid = await freshInvoice('UNPAID');
    const before = await restDetail(unpaid);
    expect(errorOf(await stack.graphql(admin, REFUND, { id: unpaid }))).toMatchObject({
      code: 'INVOICE_NOT_REFUNDABLE',
      status: 409,
    });
    expect(errorOf(await stack.graphql(admin, REFUND, { id: creditNote.id }))).toMatchObject({
      code: 'INVOICE_NOT_REFUNDABLE',
      status: 409,
    });
    expect(await restDetail(unpaid)).toEqual(before);

    const paid = await freshInvoice('PAID');
    expect(errorOf(await stack.graphql(admin, REFUND, { id: paid, reason: 'x'.repeat(201) }))).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      field: 'reason',
    });
    expect(errorOf(await stack.graphql(nimbus, REFUND, { id: paid }))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect((await restDetail(paid)).status).toBe('PAID');
  });

  it('shows and pays an invoice from its payment link without a session, with the REST codes for refusals', async () => {
    const id = await freshInvoice('UNPAID');
    const { token } = await issuePaymentLink(stack.api.db, id);
    const shown = dataOf<Record<string, unknown>>(
      await stack.graphql(null, PUBLIC_INVOICE, { t: token }),
      'publicInvoice',
    );
    const rest = await stack.api.call('GET', `/public/invoice?token=${token}`, null);
    expect(rest.status).toBe(200);
    expect(shown).toEqual(rest.body);
    expect(shown).toMatchObject({ brandName: 'Demo Telecom', status: 'UNPAID', payable: true });

    const declined = await stack.graphql(null, PAY, { t: token, ...DECLINED_CARD });
    expect(declined.data).toBeNull();
    expect(errorOf(declined)).toMatchObject({ code: 'PAYMENT_DECLINED', status: 402 });
    expect(
      errorOf(await stack.graphql(null, PAY, { t: token, ...GOOD_CARD, n: '4242424242424241' })),
    ).toMatchObject({ code: 'CARD_NUMBER_INVALID', status: 422, field: 'cardNumber' });
    expect(errorOf(await stack.graphql(null, PAY, { t: token, ...GOOD_CARD, e: '13/39' }))).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      field: 'expiry',
    });
    expect((await restDetail(id)).status).toBe('UNPAID');

    const paid = dataOf<{ status: string; number: string; totalCents: number; paidAt: string }>(
      await stack.graphql(null, PAY, { t: token, ...GOOD_CARD }),
      'payPublicInvoice',
    );
    const after = await restDetail(id);
    expect(paid).toMatchObject({ status: 'PAID', number: after.number, totalCents: after.totalCents });
    expect(after.status).toBe('PAID');
    expect(after.history.at(-1)).toMatchObject({ action: 'PAY', statusTo: 'PAID' });
    expect(errorOf(await stack.graphql(null, PAY, { t: token, ...GOOD_CARD }))).toMatchObject({
      code: 'INVOICE_ALREADY_PAID',
      status: 409,
    });
    expect(dataOf(await stack.graphql(null, PUBLIC_INVOICE, { t: token }), 'publicInvoice')).toMatchObject({
      status: 'PAID',
      payable: false,
    });

    expect(errorOf(await stack.graphql(null, PUBLIC_INVOICE, { t: 'not-a-link' }))).toMatchObject({
      code: 'PAYMENT_LINK_INVALID',
      status: 404,
    });
  });

  it('refuses an anonymous operation mixing a public invoice field with a console field, before the api', async () => {
    const query = await stack.graphql(
      null,
      'query { publicInvoice(token: "x") { number } invoices(first: 25) { edges { node { id } } } }',
    );
    expect(query.status).toBe(401);
    expect(errorOf(query)).toMatchObject({ code: 'UNAUTHENTICATED' });
    const mutation = await stack.graphql(
      null,
      `mutation {
        payPublicInvoice(token: "x", cardNumber: "4242424242424242", expiry: "12/39", cvc: "123", holder: "A") { status }
        resendInvoice(id: "00000000-0000-4000-8000-000000000000") { id }
      }`,
    );
    expect(mutation.status).toBe(401);
    expect(errorOf(mutation)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await stack.graphql(null, 'query { invoices { edges { node { id } } } }')).status).toBe(401);
    expect(stack.restCalls).toEqual([]);
  });
});
