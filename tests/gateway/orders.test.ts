import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOrderId } from '../../api/seed/demo-orders';
import { EXAMPLE_SIGNED_PDF } from '../../schema/rest/orders';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const ORDER_FIELDS = `id orderNumber brandId channelId customerId customerFiscalId customerName customerFirstSurname
  customerSecondSurname family verificationType status draft documentNumber mobileNumber email totalPriceCents
  created modified`;
const CONTRACT = `contract { id orderId status envelopeId uploaded hasSignedDocument sentAt created modified
  history { action statusFrom statusTo actor at } }`;
const DETAIL_FIELDS = `${ORDER_FIELDS}
  products { id position productId name family priceCents
    options { lineNumber icc fixedNumber esim portability { donorOperator type } } }
  history { action statusFrom statusTo reason actor at }
  ${CONTRACT}`;

const ORDERS = `query($first: Int, $after: String, $status: OrderStatus, $family: ProductFamily, $draft: Boolean,
  $search: String, $order: SortOrder) {
  orders(first: $first, after: $after, status: $status, family: $family, draft: $draft, search: $search, order: $order) {
    edges { cursor node { ${ORDER_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const DRAFT_ORDERS = `query($first: Int, $after: String, $family: ProductFamily, $search: String) {
  draftOrders(first: $first, after: $after, family: $family, search: $search) {
    edges { cursor node { ${ORDER_FIELDS} } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const ORDER = `query($id: ID!) { order(id: $id) { ${DETAIL_FIELDS} } }`;
const CREATE_DRAFT = `mutation($fiscalId: String!, $brandId: ID, $family: ProductFamily!,
  $verificationType: VerificationType!, $mobileNumber: String!, $email: String!, $products: [ContractedProductInput!]!) {
  createDraftOrder(fiscalId: $fiscalId, brandId: $brandId, family: $family, verificationType: $verificationType,
    mobileNumber: $mobileNumber, email: $email, products: $products) { ${DETAIL_FIELDS} }
}`;
const DELETE_DRAFT = 'mutation($orderId: ID!) { deleteDraftOrder(orderId: $orderId) { id deleted } }';
const CONTINUE = `mutation($id: ID!) { continueOrder(id: $id) { ${DETAIL_FIELDS} } }`;
const LAUNCH = `mutation($id: ID!) { launchOrder(id: $id) { ${DETAIL_FIELDS} } }`;
const RELAUNCH = `mutation($id: ID!) { relaunchOrder(id: $id) { ${DETAIL_FIELDS} } }`;
const CANCEL_SIGNATURE = `mutation($id: ID!, $confirm: Boolean!) {
  cancelOrderSignature(id: $id, confirm: $confirm) { ${DETAIL_FIELDS} }
}`;
const ANNEX = `mutation($orderId: ID!) {
  generateContractAnnex(orderId: $orderId) { documentHtml ${CONTRACT} }
}`;
const UPLOAD = `mutation($id: ID!, $document: String!, $fileName: String) {
  uploadOrderContract(id: $id, document: $document, fileName: $fileName) { ${DETAIL_FIELDS} }
}`;

type Connection<T> = {
  edges: { cursor: string | null; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};
type OrderRow = {
  id: string;
  orderNumber: string;
  brandId: string;
  status: string;
  draft: boolean;
  customerId: string;
};
type Detail = OrderRow & {
  history: { action: string; statusTo: string }[];
  contract: { status: string; uploaded: boolean; history: { action: string }[] } | null;
};

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  return res.errors?.[0]?.extensions;
}

/** REST leaves absent product options out; GraphQL answers them as null. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

/** A detail as GraphQL answers it and as GET /order answers it: equal but for absent product options. */
function expectSameDetail(graphql: unknown, rest: unknown) {
  const { products, ...order } = graphql as { products: unknown[] };
  const { products: restProducts, ...restOrder } = rest as { products: unknown[] };
  expect(order).toEqual(restOrder);
  expect(withoutNulls(products)).toEqual(withoutNulls(restProducts));
}

describe('gateway: orders and contracts over GraphQL', () => {
  let stack: GatewayStack;
  let agent: string;
  let manager: string;
  let nimbus: string;
  const brandOrder = (position: number) => demoOrderId('2020001', position);

  beforeAll(async () => {
    stack = await startGatewayStack();
    const tokenOf = async (email: string) => (await stack.api.signIn(email)).accessToken;
    agent = await tokenOf('agent@demo.test');
    manager = await tokenOf('manager@demo.test');
    nimbus = await tokenOf('admin@nimbus.test');
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages orders and drafts with the same rows as REST, filters them, and shows another brand none', async () => {
    const first = dataOf<Connection<OrderRow>>(await stack.graphql(agent, ORDERS, { first: 25 }), 'orders');
    const rest = await stack.api.call('GET', '/orders?limit=25', agent);
    expect(rest.status).toBe(200);
    const restPage = rest.body as { items: unknown[]; nextCursor: string | null };
    expect(first.edges.map((e) => e.node)).toEqual(restPage.items);
    expect(first.pageInfo).toEqual({
      hasNextPage: restPage.nextCursor !== null,
      endCursor: restPage.nextCursor,
    });
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.at(-1)?.cursor).toBe(first.pageInfo.endCursor);

    const second = dataOf<Connection<OrderRow>>(
      await stack.graphql(agent, ORDERS, { first: 25, after: first.pageInfo.endCursor }),
      'orders',
    );
    const firstIds = new Set(first.edges.map((e) => e.node.id));
    expect(second.edges.length).toBeGreaterThan(0);
    expect(second.edges.some((e) => firstIds.has(e.node.id))).toBe(false);

    const filters: Array<[Record<string, unknown>, string]> = [
      [{ status: 'PENDING_CONTRACT_SIGNATURE' }, 'status=PENDING_CONTRACT_SIGNATURE'],
      [{ draft: true, order: 'asc' }, 'draft=true&order=asc'],
      [{ draft: false, family: 'MOBILE' }, 'draft=false&family=MOBILE'],
      [{ search: 'ORD-' }, 'search=ORD-'],
    ];
    for (const [variables, query] of filters) {
      const page = dataOf<Connection<OrderRow>>(
        await stack.graphql(agent, ORDERS, { first: 100, ...variables }),
        'orders',
      );
      const restFiltered = await stack.api.call('GET', `/orders?limit=100&${query}`, agent);
      expect(page.edges.length, query).toBeGreaterThan(0);
      expect(
        page.edges.map((e) => e.node.id),
        query,
      ).toEqual((restFiltered.body as { items: OrderRow[] }).items.map((o) => o.id));
    }

    const drafts = dataOf<Connection<OrderRow>>(
      await stack.graphql(agent, DRAFT_ORDERS, { first: 100 }),
      'draftOrders',
    );
    const restDrafts = await stack.api.call('GET', '/draft-orders?limit=100', agent);
    expect(drafts.edges.map((e) => e.node)).toEqual((restDrafts.body as { items: unknown[] }).items);
    expect(drafts.edges.length).toBeGreaterThan(0);
    expect(drafts.edges.every((e) => e.node.draft)).toBe(true);
    const narrowed = dataOf<Connection<OrderRow>>(
      await stack.graphql(agent, DRAFT_ORDERS, { first: 25, family: 'FIBRE', search: '6' }),
      'draftOrders',
    );
    const restNarrowed = await stack.api.call('GET', '/draft-orders?limit=25&family=FIBRE&search=6', agent);
    expect(narrowed.edges.map((e) => e.node.id)).toEqual(
      (restNarrowed.body as { items: OrderRow[] }).items.map((o) => o.id),
    );

    const foreign = dataOf<Connection<OrderRow>>(
      await stack.graphql(nimbus, ORDERS, { first: 100 }),
      'orders',
    );
    expect(foreign.edges.length).toBeGreaterThan(0);
    expect(foreign.edges.every((e) => e.node.brandId === '3000003')).toBe(true);
  });

  it("reads a page's customers in one batched call and each product's catalogue entry once", async () => {
    const before = stack.restCalls.length;
    const page = dataOf<Connection<OrderRow & { customer: { id: string; fiscalId: string } | null }>>(
      await stack.graphql(
        agent,
        '{ orders(first: 50) { edges { node { id customerId customer { id fiscalId } } } } }',
      ),
      'orders',
    );
    const calls = stack.restCalls.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^GET \/orders\?/);
    expect(calls[1]).toMatch(/^GET \/customers\?ids=/);
    expect(page.edges.length).toBeGreaterThan(20);
    expect(page.edges.every((e) => e.node.customer?.id === e.node.customerId)).toBe(true);

    const id = brandOrder(0);
    const beforeDetail = stack.restCalls.length;
    const detail = dataOf<{
      customer: { id: string } | null;
      customerId: string;
      products: { productId: string | null; catalogue: { id: string; name: string } | null }[];
    }>(
      await stack.graphql(
        agent,
        `query($id: ID!) { order(id: $id) { customerId customer { id } products { productId catalogue { id name } } } }`,
        { id },
      ),
      'order',
    );
    // The order first; then its customer and the catalogue, batched side by side in either order.
    const detailCalls = stack.restCalls.slice(beforeDetail).map((call) => call.split('?')[0]);
    expect(detailCalls[0]).toBe('GET /order');
    expect(detailCalls.slice(1).sort()).toEqual(['GET /customers', 'GET /products/brand']);
    expect(detail.customer?.id).toBe(detail.customerId);
    const catalogue = (await stack.api.call('GET', '/products/brand', agent)).body as {
      items: { id: string; name: string }[];
    };
    expect(detail.products.length).toBeGreaterThan(0);
    expect(detail.products.some((product) => product.catalogue !== null)).toBe(true);
    for (const product of detail.products) {
      const entry = catalogue.items.find((p) => p.id === product.productId);
      expect(product.catalogue).toEqual(entry ? { id: entry.id, name: entry.name } : null);
    }
  });

  it('reads one order with products, history and contract as GET /order; another brand gets NOT_FOUND', async () => {
    for (const position of [0, 1, 2]) {
      const id = brandOrder(position);
      const detail = dataOf<Detail>(await stack.graphql(agent, ORDER, { id }), 'order');
      const rest = await stack.api.call('GET', `/order?id=${id}`, agent);
      expect(rest.status).toBe(200);
      expectSameDetail(detail, rest.body);
    }
    const foreign = await stack.graphql(nimbus, ORDER, { id: brandOrder(2) });
    expect(foreign.data).toBeNull();
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('creates a draft and takes it through annex, launch, cancelled signature, relaunch and paper upload', async () => {
    const customer = await stack.api.db
      .selectFrom('customers')
      .select('fiscal_id')
      .where('channel_id', '=', '2020001')
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    const product = await stack.api.db
      .selectFrom('products')
      .select(['id', 'family'])
      .where('brand_id', '=', '2020001')
      .where('status', '=', 'ACTIVE')
      .where('family', '=', 'FIBRE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const input = {
      fiscalId: customer.fiscal_id,
      family: 'FIBRE',
      verificationType: 'MANUAL',
      mobileNumber: '612345678',
      email: 'cliente@example.com',
      products: [{ productId: product.id }],
    };

    const badMobile = await stack.graphql(agent, CREATE_DRAFT, { ...input, mobileNumber: '12' });
    expect(badMobile.data).toBeNull();
    expect(errorOf(badMobile)).toMatchObject({ code: 'INVALID_REQUEST', status: 400, field: 'mobileNumber' });
    const esimWithIcc = await stack.graphql(agent, CREATE_DRAFT, {
      ...input,
      products: [{ productId: product.id, esim: true, icc: '8934071234567890123' }],
    });
    expect(errorOf(esimWithIcc)).toMatchObject({ code: 'INVALID_REQUEST', field: 'products.0.icc' });
    const unknownProduct = await stack.graphql(agent, CREATE_DRAFT, {
      ...input,
      products: [{ productId: '00000000-0000-4000-8000-000000000099' }],
    });
    expect(errorOf(unknownProduct)).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE',
      status: 422,
      field: 'products.0.productId',
    });

    const created = dataOf<Detail>(await stack.graphql(agent, CREATE_DRAFT, input), 'createDraftOrder');
    expect(created).toMatchObject({ status: 'INITIATED', draft: true, brandId: '2020001', contract: null });
    expect(created.history.map((h) => h.action)).toEqual(['CREATE']);
    expectSameDetail(created, (await stack.api.call('GET', `/order?id=${created.id}`, agent)).body);
    const { id } = created;

    const continued = dataOf<Detail>(await stack.graphql(agent, CONTINUE, { id }), 'continueOrder');
    expect(continued.status).toBe('INITIATED');
    expect(continued.history.at(-1)?.action).toBe('CONTINUE');

    const annex = dataOf<{ documentHtml: string; contract: { status: string; orderId: string } }>(
      await stack.graphql(agent, ANNEX, { orderId: id }),
      'generateContractAnnex',
    );
    expect(annex.contract).toMatchObject({ status: 'PENDING', orderId: id });
    expect(annex.documentHtml).toContain(created.orderNumber);

    const launched = dataOf<Detail>(await stack.graphql(agent, LAUNCH, { id }), 'launchOrder');
    expect(launched).toMatchObject({ status: 'PENDING_CONTRACT_SIGNATURE', draft: false });
    expect(launched.contract?.status).toBe('SENDED');
    expectSameDetail(launched, (await stack.api.call('GET', `/order?id=${id}`, agent)).body);

    const sent = await stack.graphql(agent, ANNEX, { orderId: id });
    expect(sent.data).toBeNull();
    expect(errorOf(sent)).toMatchObject({ code: 'CONTRACT_ALREADY_SENT', status: 409 });

    const byAgent = await stack.graphql(agent, CANCEL_SIGNATURE, { id, confirm: true });
    expect(errorOf(byAgent)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const unconfirmed = await stack.graphql(manager, CANCEL_SIGNATURE, { id, confirm: false });
    expect(errorOf(unconfirmed)).toMatchObject({ code: 'INVALID_REQUEST', status: 400, field: 'confirm' });
    const canceled = dataOf<Detail>(
      await stack.graphql(manager, CANCEL_SIGNATURE, { id, confirm: true }),
      'cancelOrderSignature',
    );
    expect(canceled.status).toBe('SIGNATURE_CANCELED');
    expect(canceled.contract?.status).toBe('EXPIRED');
    const again = await stack.graphql(manager, CANCEL_SIGNATURE, { id, confirm: true });
    expect(errorOf(again)).toMatchObject({ code: 'ORDER_SIGNATURE_NOT_CANCELLABLE', status: 409 });

    const relaunched = dataOf<Detail>(await stack.graphql(agent, RELAUNCH, { id }), 'relaunchOrder');
    expect(relaunched.status).toBe('PENDING_CONTRACT_SIGNATURE');
    expect(relaunched.contract?.status).toBe('SENDED');

    const badPdf = await stack.graphql(agent, UPLOAD, { id, document: btoa('not a pdf at all') });
    expect(errorOf(badPdf)).toMatchObject({ code: 'INVALID_REQUEST', status: 400, field: 'document' });
    const uploaded = dataOf<Detail>(
      await stack.graphql(agent, UPLOAD, { id, document: EXAMPLE_SIGNED_PDF, fileName: 'firmado.pdf' }),
      'uploadOrderContract',
    );
    expect(uploaded.status).toBe('SIGNATURE_COMPLETED');
    expect(uploaded.contract).toMatchObject({ status: 'COMPLETED', uploaded: true });
    expectSameDetail(uploaded, (await stack.api.call('GET', `/order?id=${id}`, agent)).body);
    const twice = await stack.graphql(agent, UPLOAD, { id, document: EXAMPLE_SIGNED_PDF });
    expect(errorOf(twice)).toMatchObject({ code: 'CONTRACT_NOT_UPLOADABLE', status: 409 });
  });

  it('deletes a draft; refused actions keep the REST code and status; another brand gets NOT_FOUND', async () => {
    const draft = demoOrderId('2020001', 23);
    const foreign = await stack.graphql(nimbus, DELETE_DRAFT, { orderId: draft });
    expect(errorOf(foreign)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const foreignLaunch = await stack.graphql(nimbus, LAUNCH, { id: draft });
    expect(errorOf(foreignLaunch)).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const deleted = dataOf<{ id: string; deleted: boolean }>(
      await stack.graphql(agent, DELETE_DRAFT, { orderId: draft }),
      'deleteDraftOrder',
    );
    expect(deleted).toEqual({ id: draft, deleted: true });
    const gone = await stack.graphql(agent, ORDER, { id: draft });
    expect(errorOf(gone)).toMatchObject({ code: 'NOT_FOUND', status: 404 });

    const badId = await stack.graphql(agent, DELETE_DRAFT, { orderId: 'not-a-uuid' });
    expect(errorOf(badId)).toMatchObject({ code: 'INVALID_REQUEST', status: 400, field: 'orderId' });

    const completed = brandOrder(0);
    const refusals: Array<[string, Record<string, unknown>, string, string, string]> = [
      [DELETE_DRAFT, { orderId: completed }, 'ORDER_NOT_DELETABLE', 'DELETE', '/draft-order'],
      [CONTINUE, { id: completed }, 'ORDER_NOT_CONTINUABLE', 'POST', `/orders/${completed}/continue`],
      [LAUNCH, { id: brandOrder(6) }, 'ORDER_NOT_LAUNCHABLE', 'POST', `/orders/${brandOrder(6)}/launch`],
      [RELAUNCH, { id: completed }, 'ORDER_NOT_RELAUNCHABLE', 'POST', `/orders/${completed}/relaunch`],
    ];
    for (const [query, variables, code, method, path] of refusals) {
      const rest = await stack.api.call(
        method,
        path,
        agent,
        method === 'DELETE' ? { orderId: completed } : {},
      );
      const res = await stack.graphql(agent, query, variables);
      expect(res.data, code).toBeNull();
      expect(errorOf(res), code).toMatchObject({ code, status: rest.status });
      expect((rest.body as { error: { code: string } }).error.code).toBe(code);
      expect(rest.status).toBe(409);
    }
  });
});
