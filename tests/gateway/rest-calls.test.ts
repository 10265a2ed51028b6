import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

// The counting proxy between gateway and api sees every REST call the gateway really makes.
describe('gateway: REST calls per GraphQL request (DataLoader per request)', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it('asks the api once per resource however many fields ask for it', async () => {
    const { accessToken } = await stack.api.signIn('admin@demo.test');
    const res = await stack.graphql(
      accessToken,
      `{
        a: session { email }
        b: session { role abilities { subject } }
        session { channel }
        brand { name }
        c: brand { brandId }
      }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toMatchObject({
      a: { email: 'admin@demo.test' },
      b: { role: 'ADMIN' },
      session: { channel: '2020001' },
      brand: { name: 'Demo Telecom' },
      c: { brandId: '2020001' },
    });
    expect([...stack.restCalls].sort()).toEqual(['GET /channel/config', 'GET /session']);
  });

  it('does not share reads between requests, nor between callers asking at the same time', async () => {
    const [admin, nimbus] = await Promise.all([
      stack.api.signIn('admin@demo.test'),
      stack.api.signIn('admin@nimbus.test'),
    ]);
    const query = '{ session { email channel } brand { name } }';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        stack.graphql(i % 2 ? nimbus.accessToken : admin.accessToken, query),
      ),
    );
    answers.forEach((res, i) => {
      expect(res.data?.session).toEqual(
        i % 2
          ? { email: 'admin@nimbus.test', channel: '3000003' }
          : { email: 'admin@demo.test', channel: '2020001' },
      );
      expect(res.data?.brand).toEqual({ name: i % 2 ? 'Nimbus Fibra' : 'Demo Telecom' });
    });
    expect(stack.restCalls.filter((c) => c === 'GET /session')).toHaveLength(6);
    expect(stack.restCalls.filter((c) => c === 'GET /channel/config')).toHaveLength(6);
  });

  it('reads again after a write in the same batched request', async () => {
    const { accessToken } = await stack.api.signIn('admin@demo.test');
    const res = await stack.request(accessToken, {
      body: JSON.stringify([
        { query: '{ session { channel } }' },
        { query: 'mutation { enterChannel(channel: "2020001001") { channel } }' },
        { query: '{ session { channel } brand { brandId } }' },
        { query: 'mutation { returnToOriginalChannel { channel } }' },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { data: { session: { channel: '2020001' } } },
      { data: { enterChannel: { channel: '2020001001' } } },
      { data: { session: { channel: '2020001001' }, brand: { brandId: '2020001' } } },
      { data: { returnToOriginalChannel: { channel: '2020001' } } },
    ]);
    expect(stack.restCalls).toHaveLength(5);
    expect(stack.restCalls.slice(0, 2)).toEqual(['GET /session', 'PUT /user/channel']);
    expect(stack.restCalls[4]).toBe('PUT /user/channel');
    expect(stack.restCalls.slice(2, 4).sort()).toEqual(['GET /channel/config', 'GET /session']);
  });

  it('sends nothing to the api for a request it refuses', async () => {
    const { accessToken } = await stack.api.signIn('admin@demo.test');
    await stack.graphql(accessToken, '{ session { nope } }');
    await stack.graphql(null, '{ session { email } }');
    expect(stack.restCalls).toEqual([]);
  });

  it('reads the holders and products of 50 lines in one call each, not one per line', async () => {
    const { accessToken } = await stack.api.signIn('admin@demo.test');
    const res = await stack.graphql(
      accessToken,
      `{
        subscriptions(first: 50, includeTerminated: true) {
          edges { node { lineNumber fiscalId customerId productId customer { id fiscalId name } product { id name } } }
        }
      }`,
    );
    expect(res.errors).toBeUndefined();
    type Line = {
      fiscalId: string;
      customerId: string;
      productId: string | null;
      customer: { id: string; fiscalId: string } | null;
      product: { id: string } | null;
    };
    const lines = (res.data as { subscriptions: { edges: { node: Line }[] } }).subscriptions.edges.map(
      (edge) => edge.node,
    );
    expect(lines).toHaveLength(50);
    // Many holders and products: a per-line read would show up as dozens of calls below.
    expect(new Set(lines.map((line) => line.customerId)).size).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.customer).toMatchObject({ id: line.customerId, fiscalId: line.fiscalId });
      if (line.productId) expect(line.product?.id).toBe(line.productId);
    }
    expect(lines.some((line) => line.product !== null)).toBe(true);
    expect(stack.restCalls.map((call) => call.split('?')[0]).sort()).toEqual([
      'GET /customers',
      'GET /products/brand',
      'GET /subscriptions',
    ]);
  });
});
