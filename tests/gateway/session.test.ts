import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const SESSION = '{ session { email role channel originalChannel superAdmin abilities { action subject } } }';

describe('gateway: session, brand and channel switching over GraphQL', () => {
  let stack: GatewayStack;
  beforeAll(async () => {
    stack = await startGatewayStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the session of the signed-in user through the api', async () => {
    const { accessToken } = await stack.api.signIn('manager@demo.test');
    const res = await stack.graphql(accessToken, SESSION);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data?.session).toMatchObject({
      email: 'manager@demo.test',
      role: 'MANAGER',
      channel: '2020001',
      originalChannel: '2020001',
      superAdmin: false,
    });
    const abilities =
      (res.data?.session as { abilities: Array<{ subject: string }> } | undefined)?.abilities ?? [];
    expect(abilities.map((a) => a.subject)).toContain('manager');
    expect(abilities.map((a) => a.subject)).not.toContain('admin');
  });

  it('refuses a request without a token with HTTP 401 and code UNAUTHENTICATED', async () => {
    const res = await stack.graphql(null, SESSION);
    expect(res.status).toBe(401);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an ID token and a tampered access token', async () => {
    const { accessToken, idToken } = await stack.api.signIn('agent@demo.test');
    expect((await stack.graphql(idToken, SESSION)).status).toBe(401);
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, username: 'admin@demo.test' })).toString(
      'base64url',
    );
    expect((await stack.graphql(`${header}.${forged}.${signature}`, SESSION)).status).toBe(401);
  });

  it('gives the brand of the current channel and maps the super admin e-mail', async () => {
    const { accessToken } = await stack.api.signIn('admin@demo.test');
    const res = await stack.graphql(accessToken, '{ brand { brandId name generateCustomerInvoices } }');
    expect(res.data?.brand).toMatchObject({ brandId: '2020001', name: 'Demo Telecom' });
  });

  it('lists brands for the operator and maps the api 403 to FORBIDDEN for a brand admin', async () => {
    const operator = await stack.api.signIn('operator@demo.test');
    const listed = await stack.graphql(operator.accessToken, '{ cachedBrands { brandId name } }');
    const ids = ((listed.data?.cachedBrands ?? []) as Array<{ brandId: string }>).map((b) => b.brandId);
    expect(ids).toEqual(expect.arrayContaining(['2020001', '1450002', '3000003']));

    const admin = await stack.api.signIn('admin@demo.test');
    const refused = await stack.graphql(admin.accessToken, '{ cachedBrands { brandId } }');
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ status: 403, statusClass: '4xx' });
  });

  it('lets the operator enter a brand and return, and refuses a brand admin another brand', async () => {
    const operator = await stack.api.signIn('operator@demo.test');
    const entered = await stack.graphql(
      operator.accessToken,
      'mutation($c: ID!) { enterChannel(channel: $c) { channel originalChannel } }',
      { c: '3000003' },
    );
    expect(entered.data?.enterChannel).toEqual({ channel: '3000003', originalChannel: '0' });
    const brand = await stack.graphql(operator.accessToken, '{ brand { brandId name } }');
    expect(brand.data?.brand).toEqual({ brandId: '3000003', name: 'Nimbus Fibra' });
    const back = await stack.graphql(
      operator.accessToken,
      'mutation { returnToOriginalChannel { channel } }',
    );
    expect(back.data?.returnToOriginalChannel).toEqual({ channel: '0' });

    const admin = await stack.api.signIn('admin@nimbus.test');
    const refused = await stack.graphql(
      admin.accessToken,
      'mutation($c: ID!) { enterChannel(channel: $c) { channel } }',
      { c: '2020001' },
    );
    // Another brand's channel answers as a missing one (docs/decisions.md, "Input and disclosure findings").
    expect(refused.errors?.[0]?.extensions).toMatchObject({ status: 404, code: 'CHANNEL_NOT_FOUND' });
    const unchanged = await stack.graphql(admin.accessToken, '{ session { channel } }');
    expect(unchanged.data?.session).toEqual({ channel: '3000003' });
  });

  it('serves the console configuration with the embedded pool endpoint and a strict CSP', async () => {
    const res = await fetch(`${stack.url}/console-config.json`);
    expect(await res.json()).toEqual({
      auth: {
        userPoolId: 'local_centralita',
        userPoolClientId: 'centralita-console',
        userPoolEndpoint: '/idp',
      },
    });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe('gateway: the api down', () => {
  it('answers API_UNAVAILABLE, never a stack trace', async () => {
    const stack = await startGatewayStack({ apiBaseUrl: 'http://127.0.0.1:9' });
    try {
      const { accessToken } = await stack.api.signIn('manager@demo.test');
      const res = await stack.graphql(accessToken, SESSION);
      expect(res.errors?.[0]?.extensions?.code).toBe('API_UNAVAILABLE');
      expect(JSON.stringify(res.errors)).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await stack.close();
    }
  });
});
