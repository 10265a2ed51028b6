import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPortabilityId } from '../../api/seed/demo-portabilities';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

// Wednesday 18 November 2026, 11:00 in Madrid: inside business hours, so only the status decides a refusal.
const IN_BUSINESS_HOURS = new Date('2026-11-18T10:00:00.000Z');

const SUBSCRIPTIONS = `query($first: Int, $after: String, $status: SubscriptionStatus, $family: ProductFamily) {
  subscriptions(first: $first, after: $after, status: $status, family: $family, sort: lineNumber, order: asc) {
    edges { cursor node { subscriptionId brandId channelId lineNumber fiscalId status family finalPrice optionals { name price } } }
    pageInfo { hasNextPage endCursor }
    totalEstimate
  }
}`;
const CUSTOMERS = `query($first: Int, $type: CustomerType) {
  customers(first: $first, type: $type, sort: name) {
    edges { cursor node { id fiscalId brandId channelId customerType name } }
    pageInfo { hasNextPage endCursor }
    totalEstimate
  }
}`;
const CUSTOMER = `query($fiscalId: String!) {
  customer(fiscalId: $fiscalId) {
    fiscalId brandId name customerType paymentMethods address { postalCode province } sepaMandate { signed }
    customDocuments { name }
  }
}`;
const PORTABILITIES = `query($status: PortabilityStatus) {
  portabilities(first: 100, status: $status) {
    edges { cursor node { id brandId direction status type mobileNumber } }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Edge<T> = { cursor: string | null; node: T };
type Connection<T> = {
  edges: Edge<T>[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalEstimate?: number;
};

/** The connection a root field answered; fails the test when the field is missing. */
function connectionOf<T>(res: GraphqlResponse, field: string): Connection<T> {
  const connection = res.data?.[field];
  if (!connection) throw new Error(`no ${field} in ${JSON.stringify(res.errors)}`);
  return connection as Connection<T>;
}

describe('gateway: subscriptions, customers and portabilities over GraphQL', () => {
  let stack: GatewayStack;
  let manager: string;
  let nimbus: string;
  beforeAll(async () => {
    stack = await startGatewayStack({}, { api: { clock: () => IN_BUSINESS_HOURS } });
    manager = (await stack.api.signIn('manager@demo.test')).accessToken;
    nimbus = (await stack.api.signIn('admin@nimbus.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('pages subscriptions with the same rows as GET /subscriptions, and none of 2020001 for another brand', async () => {
    const first = await stack.graphql(manager, SUBSCRIPTIONS, { first: 25 });
    expect(first.errors).toBeUndefined();
    const page = connectionOf<{ subscriptionId: string; brandId: string }>(first, 'subscriptions');
    expect(page.edges).toHaveLength(25);
    expect(page.edges.every((e) => e.node.brandId === '2020001')).toBe(true);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.edges.at(-1)?.cursor).toBe(page.pageInfo.endCursor);
    expect(page.edges[0]?.cursor).toBeNull();
    expect(page.totalEstimate).toBeGreaterThan(25);

    const rest = await stack.api.call('GET', '/subscriptions?limit=25&sort=lineNumber&order=asc', manager);
    const restIds = (rest.body as { items: Array<{ subscriptionId: string }> }).items.map(
      (s) => s.subscriptionId,
    );
    expect(page.edges.map((e) => e.node.subscriptionId)).toEqual(restIds);

    const second = await stack.graphql(manager, SUBSCRIPTIONS, { first: 25, after: page.pageInfo.endCursor });
    const next = connectionOf<{ subscriptionId: string }>(second, 'subscriptions');
    expect(next.edges.length).toBeGreaterThan(0);
    const seen = new Set(restIds);
    expect(next.edges.some((e) => seen.has(e.node.subscriptionId))).toBe(false);

    const other = await stack.graphql(nimbus, SUBSCRIPTIONS, { first: 100 });
    expect(other.errors).toBeUndefined();
    const theirs = connectionOf<{ brandId: string }>(other, 'subscriptions');
    expect(theirs.edges.some((e) => e.node.brandId === '2020001')).toBe(false);
  });

  it('passes the filters to the api and maps a refused page size to INVALID_REQUEST', async () => {
    const filtered = await stack.graphql(manager, SUBSCRIPTIONS, {
      first: 50,
      family: 'MOBILE',
      status: 'ACTIVE',
    });
    const rows = connectionOf<{ family: string; status: string }>(filtered, 'subscriptions').edges;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e) => e.node.family === 'MOBILE' && e.node.status === 'ACTIVE')).toBe(true);

    const refused = await stack.graphql(manager, SUBSCRIPTIONS, { first: 7 });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });

  it('lists customers and reads one; another brand gets no row and NOT_FOUND, like REST', async () => {
    const listed = await stack.graphql(manager, CUSTOMERS, { first: 25 });
    expect(listed.errors).toBeUndefined();
    const customers = connectionOf<{ fiscalId: string; brandId: string }>(listed, 'customers');
    expect(customers.edges.length).toBeGreaterThan(0);
    expect(customers.edges.every((e) => e.node.brandId === '2020001')).toBe(true);
    const fiscalId = customers.edges[0]?.node.fiscalId ?? '';

    const one = await stack.graphql(manager, CUSTOMER, { fiscalId });
    expect(one.errors).toBeUndefined();
    expect(one.data?.customer).toMatchObject({ fiscalId, brandId: '2020001' });

    const theirList = await stack.graphql(nimbus, CUSTOMERS, { first: 500 });
    const theirs = connectionOf<{ fiscalId: string; brandId: string }>(theirList, 'customers');
    expect(theirs.edges.some((e) => e.node.brandId === '2020001')).toBe(false);

    const refused = await stack.graphql(nimbus, CUSTOMER, { fiscalId });
    const rest = await stack.api.call('GET', `/customer?fiscalId=${encodeURIComponent(fiscalId)}`, nimbus);
    expect(rest.status).toBe(404);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('lists portabilities; another brand sees none of 2020001', async () => {
    const listed = await stack.graphql(manager, PORTABILITIES, {});
    expect(listed.errors).toBeUndefined();
    const rows = connectionOf<{ id: string; brandId: string }>(listed, 'portabilities').edges;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e) => e.node.brandId === '2020001')).toBe(true);

    const errored = await stack.graphql(manager, PORTABILITIES, { status: 'ERRORED' });
    const erroredRows = connectionOf<{ status: string }>(errored, 'portabilities').edges;
    expect(erroredRows.length).toBeGreaterThan(0);
    expect(erroredRows.every((e) => e.node.status === 'ERRORED')).toBe(true);

    const theirs = await stack.graphql(nimbus, PORTABILITIES, {});
    const theirRows = connectionOf<{ brandId: string }>(theirs, 'portabilities').edges;
    expect(theirRows.some((e) => e.node.brandId === '2020001')).toBe(false);
  });

  it('cancels a portability, and maps a refused cancel to the 409 code', async () => {
    const live = demoPortabilityId('2020001', 3); // INITIATED, window ahead
    const cancelled = await stack.graphql(
      manager,
      'mutation($id: ID!) { cancelPortability(id: $id, reason: CUSTOMER_REQUEST) { id status history { action statusTo reason } } }',
      { id: live },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data?.cancelPortability).toMatchObject({
      id: live,
      status: 'PENDING_CANCELATION',
      history: expect.arrayContaining([
        { action: 'CANCEL', statusTo: 'PENDING_CANCELATION', reason: 'CUSTOMER_REQUEST' },
      ]),
    });

    const refused = await stack.graphql(
      manager,
      'mutation($id: ID!) { cancelPortability(id: $id, reason: FRAUD) { id status } }',
      { id: demoPortabilityId('2020001', 0) }, // CANCELED
    );
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'PORTABILITY_NOT_CANCELLABLE',
      status: 409,
      statusClass: '4xx',
    });

    const elsewhere = await stack.graphql(
      nimbus,
      'mutation($id: ID!) { cancelPortability(id: $id, reason: FRAUD) { id } }',
      { id: demoPortabilityId('2020001', 4) },
    );
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('relaunches an errored portability', async () => {
    const id = demoPortabilityId('2020001', 2); // ERRORED
    const relaunched = await stack.graphql(
      manager,
      'mutation($id: ID!) { relaunchPortability(id: $id) { id status } }',
      {
        id,
      },
    );
    expect(relaunched.errors).toBeUndefined();
    expect(relaunched.data?.relaunchPortability).toEqual({ id, status: 'PENDING_RELAUNCH' });
  });
});
