import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const ITEM = `id subscriptionId index kind lineNumber fiscalId holderName channelId family status productName price
  startDate endDate ended daysLeft`;
const LIST = `query Terms($first: Int, $after: String, $kind: TemporalKind, $state: TemporalState) {
  temporalSubscriptions(first: $first, after: $after, kind: $kind, state: $state) {
    edges { cursor node { ${ITEM} } } pageInfo { hasNextPage endCursor } } }`;
const EXTEND = `mutation Extend($subscriptionId: ID!, $fiscalId: String!, $index: Int, $endDate: String!) {
  extendTemporalSubscription(subscriptionId: $subscriptionId, fiscalId: $fiscalId, index: $index, endDate: $endDate) {
    item { ${ITEM} } subscription { subscriptionId endDate status modified } } }`;
const END = `mutation End($subscriptionId: ID!, $fiscalId: String!, $index: Int, $reason: CancellationReason!) {
  endTemporalSubscription(subscriptionId: $subscriptionId, fiscalId: $fiscalId, index: $index, reason: $reason) {
    item { ${ITEM} } subscription { subscriptionId endDate status optionals { name } } } }`;
const DETAIL = `query Detail($subscriptionId: ID!, $fiscalId: String!) {
  subscriptionProductItems(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    index productId productName price startDate endDate }
  subscriptionHistory(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
    id action statusFrom statusTo reason actor at index changes { field from to } } }`;

type Item = {
  id: string;
  subscriptionId: string;
  index: number | null;
  kind: string;
  fiscalId: string;
  endDate: string;
  ended: boolean;
  status: string;
  productName: string;
};
type Connection = { edges: { cursor: string | null; node: Item }[]; pageInfo: { endCursor: string | null } };

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

describe('gateway: temporal subscriptions, the history and product items over GraphQL', () => {
  let stack: GatewayStack;
  let manager: string;
  let agent: string;
  // Friday 27 November 2026 in Madrid: the demo's promotions end around it.
  const now = new Date('2026-11-27T10:00:00.000Z');

  beforeAll(async () => {
    stack = await startGatewayStack({}, { api: { clock: () => now } });
    manager = (await stack.api.signIn('manager@demo.test')).accessToken;
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists the terms soonest first with one REST call, as the api pages them', async () => {
    const before = stack.restCalls.length;
    const page = dataOf<Connection>(
      await stack.graphql(manager, LIST, { first: 25 }),
      'temporalSubscriptions',
    );
    expect(stack.restCalls.slice(before)).toEqual(['GET /subscriptions/temporal?limit=25']);
    const nodes = page.edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.endDate)).toEqual(nodes.map((node) => node.endDate).sort());
    expect(nodes[0]).toMatchObject({ kind: 'SUBSCRIPTION', endDate: '2026-11-20', ended: true });
    const rest = await stack.api.call('GET', '/subscriptions/temporal?limit=25', manager);
    expect(nodes).toEqual(
      (rest.body as { items: Item[] }).items.map((item) => expect.objectContaining(item)),
    );
    const addOns = dataOf<Connection>(
      await stack.graphql(manager, LIST, { kind: 'PRODUCT', state: 'UPCOMING' }),
      'temporalSubscriptions',
    );
    expect(addOns.edges.map((edge) => [edge.node.kind, edge.node.index])).toEqual([
      ['PRODUCT', 0],
      ['PRODUCT', 0],
    ]);
  });

  it('extends a term and ends an add-on, each answering the term and its line; the history says what changed', async () => {
    const page = dataOf<Connection>(
      await stack.graphql(manager, LIST, { state: 'UPCOMING' }),
      'temporalSubscriptions',
    );
    const line = page.edges.map((edge) => edge.node).find((node) => node.kind === 'SUBSCRIPTION');
    if (!line) throw new Error('no upcoming line term in the demo');
    const extended = dataOf<{ item: Item; subscription: { endDate: string } }>(
      await stack.graphql(manager, EXTEND, {
        subscriptionId: line.subscriptionId,
        fiscalId: line.fiscalId,
        endDate: '31/12/2031',
      }),
      'extendTemporalSubscription',
    );
    expect(extended.item).toMatchObject({ id: line.id, endDate: '2031-12-31', ended: false });
    expect(extended.subscription.endDate).toBe('2031-12-31');

    const addOn = page.edges.map((edge) => edge.node).find((node) => node.kind === 'PRODUCT');
    if (!addOn) throw new Error('no upcoming add-on term in the demo');
    const ended = dataOf<{ item: Item; subscription: { optionals: { name: string }[] } }>(
      await stack.graphql(manager, END, {
        subscriptionId: addOn.subscriptionId,
        fiscalId: addOn.fiscalId,
        index: addOn.index,
        reason: 'CUSTOMER_REQUEST',
      }),
      'endTemporalSubscription',
    );
    expect(ended.item).toMatchObject({ id: addOn.id, kind: 'PRODUCT', ended: true, endDate: '2026-11-27' });
    expect(ended.subscription.optionals).toEqual([]);

    const detail = await stack.graphql(manager, DETAIL, {
      subscriptionId: line.subscriptionId,
      fiscalId: line.fiscalId,
    });
    const items = dataOf<{ index: number | null; endDate: string | null }[]>(
      detail,
      'subscriptionProductItems',
    );
    expect(items[0]).toMatchObject({ index: null, endDate: '2031-12-31' });
    const history = dataOf<{ action: string; changes: unknown[] }[]>(detail, 'subscriptionHistory');
    expect(history[0]).toMatchObject({
      action: 'EXTEND_END_DATE',
      changes: [{ field: 'endDate', from: line.endDate, to: '2031-12-31' }],
    });
  });

  it("passes the api's refusals on with their code and field", async () => {
    const page = dataOf<Connection>(
      await stack.graphql(manager, LIST, { kind: 'SUBSCRIPTION' }),
      'temporalSubscriptions',
    );
    const line = page.edges[0]?.node;
    if (!line) throw new Error('no line term');
    const early = await stack.graphql(manager, EXTEND, {
      subscriptionId: line.subscriptionId,
      fiscalId: line.fiscalId,
      endDate: '01/11/2026',
    });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'END_DATE_NOT_LATER', field: 'endDate' });
    const forbidden = await stack.graphql(agent, LIST, {});
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
