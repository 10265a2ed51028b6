import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_LIMITS } from '../../gateway/graphql-limits';
import { type GatewayStack, type GraphqlBody, startGatewayStack } from '../support/gateway-server';
import { startDraft } from '../support/verification-fixtures';

const PUBLIC_RATE_LIMIT = 5;

const SEND_LINK = 'mutation($id: ID!) { sendSignupVerificationLink(id: $id) { url expiresAt sentTo } }';
const PAGE = `query($t: String!) {
  publicVerification(token: $t) {
    brand { name logoURL } customerFirstName customerType documentsAsked products monthlyCents signatureRequired expiresAt
  }
}`;
const SUBMIT = `mutation($input: PublicVerificationInput!) {
  submitPublicVerification(input: $input) { outcome reason }
}`;

/** A PNG's signature followed by `bytes` of nothing: a readable PNG of that size, as base64. */
function pngOf(bytes: number): string {
  const png = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  return png.toString('base64');
}

describe('gateway: the customer’s verification page runs anonymously, and only its own fields do', () => {
  let stack: GatewayStack;
  let agent: string;
  beforeAll(async () => {
    stack = await startGatewayStack({}, { api: { env: { PUBLIC_RATE_LIMIT: String(PUBLIC_RATE_LIMIT) } } });
    agent = (await stack.api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  /**
   * A GraphQL request without a session from a given loopback address, as another browser would send it (or a load
   * balancer, with the browser's address in `forwardedFor`), to the main gateway or to `gatewayUrl`.
   */
  function anonymousFrom(
    localAddress: string,
    query: string,
    variables: Record<string, unknown>,
    { forwardedFor, gatewayUrl }: { forwardedFor?: string; gatewayUrl?: string } = {},
  ) {
    const url = new URL(`${gatewayUrl ?? stack.url}/graphql`);
    return new Promise<GraphqlBody & { status: number }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            connection: 'close',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ...(JSON.parse(Buffer.concat(chunks).toString()) as GraphqlBody),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query, variables }));
    });
  }

  it('an agent sends the link; without a session nobody can', async () => {
    const order = await startDraft(stack.api, agent, 501, 'SMS');
    stack.restCalls.length = 0;
    const anonymous = await stack.graphql(null, SEND_LINK, { id: order.id });
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(stack.restCalls).toEqual([]);

    const sent = await stack.graphql(agent, SEND_LINK, { id: order.id });
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendSignupVerificationLink).toMatchObject({
      url: expect.stringMatching(/\/verification\?token=[A-Za-z0-9_-]{43}&lang=es$/),
      sentTo: '•••••5678',
    });
    expect(stack.restCalls).toEqual([`POST /orders/${order.id}/signup/verification/link`]);
  });

  it('shows the page and takes documents past the usual body limit without a session', async () => {
    const order = await startDraft(stack.api, agent, 502, 'QR');
    const sent = await stack.graphql(agent, SEND_LINK, { id: order.id });
    const link = sent.data?.sendSignupVerificationLink as { url: string } | undefined;
    const token = new URL(link?.url ?? 'http://x').searchParams.get('token') ?? '';
    expect(token).toHaveLength(43);
    stack.restCalls.length = 0;

    const page = await stack.graphql(null, PAGE, { t: token });
    expect(page.errors).toBeUndefined();
    expect(page.data?.publicVerification).toMatchObject({
      brand: { name: 'Demo Telecom' },
      customerFirstName: 'Lucía',
      customerType: 'RESIDENTIAL',
      documentsAsked: ['FRONT', 'BACK', 'SELFIE', 'SIGNATURE'],
      signatureRequired: true,
    });

    const photo = pngOf(200 * 1024);
    const input = {
      token,
      documents: ['FRONT', 'BACK', 'SELFIE'].map((kind) => ({ kind, mimeType: 'image/png', content: photo })),
      acceptConditions: true,
      signature: pngOf(2 * 1024),
    };
    const body = JSON.stringify({ query: SUBMIT, variables: { input } });
    expect(Buffer.byteLength(body)).toBeGreaterThan(DEFAULT_GRAPHQL_LIMITS.maxBodyBytes);
    const submitted = await stack.request(null, { body });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toEqual({
      data: { submitPublicVerification: { outcome: 'RECEIVED', reason: null } },
    });
    expect(stack.restCalls).toEqual([
      `GET /public/verification?token=${encodeURIComponent(token)}`,
      'POST /public/verification',
    ]);

    // Used: the page now says so, with the api's code.
    const again = await stack.graphql(null, PAGE, { t: token });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'VERIFICATION_LINK_USED', status: 409 });
  });

  it('refuses an anonymous body past the upload limit, unread by the api', async () => {
    const content = 'A'.repeat(DEFAULT_GRAPHQL_LIMITS.maxUploadBodyBytes);
    const body = JSON.stringify({
      query: SUBMIT,
      variables: {
        input: {
          token: 'x',
          documents: [{ kind: 'FRONT', mimeType: 'image/png', content }],
          acceptConditions: true,
        },
      },
    });
    const res = await stack.request(null, { body });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE' } }] });
    expect(stack.restCalls).toEqual([]);
  });

  it('forwards each browser’s address: the api’s rate limit counts one browser, not the gateway', async () => {
    const unknown = { t: 'not-a-real-link' };
    for (let i = 0; i < PUBLIC_RATE_LIMIT; i += 1) {
      const answer = await anonymousFrom('127.0.0.2', PAGE, unknown);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'VERIFICATION_LINK_INVALID' });
    }
    const limited = await anonymousFrom('127.0.0.2', PAGE, unknown);
    expect(limited.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    // Another browser behind the same gateway is not limited by the first one's requests.
    const other = await anonymousFrom('127.0.0.3', PAGE, unknown);
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'VERIFICATION_LINK_INVALID' });
  });

  it('behind a load balancer TRUST_PROXY names, each visitor it forwards has a budget; a client it does not name is counted as itself', async () => {
    const balancer = '127.0.0.4';
    const behind = await stack.gateway({ trustProxy: balancer });
    const unknown = { t: 'not-a-real-link' };
    const via = (forwardedFor: string, from = balancer) =>
      anonymousFrom(from, PAGE, unknown, { forwardedFor, gatewayUrl: behind.url });
    for (let i = 0; i < PUBLIC_RATE_LIMIT; i += 1) {
      expect((await via('198.51.100.1')).errors?.[0]?.extensions).toMatchObject({
        code: 'VERIFICATION_LINK_INVALID',
      });
    }
    expect((await via('198.51.100.1')).errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    // Another visitor through the same balancer.
    expect((await via('198.51.100.2')).errors?.[0]?.extensions).toMatchObject({
      code: 'VERIFICATION_LINK_INVALID',
    });
    // A client the setting does not name cannot pick its address by writing the header.
    for (let i = 0; i < PUBLIC_RATE_LIMIT; i += 1) await via(`198.51.100.${10 + i}`, '127.0.0.5');
    expect((await via('198.51.100.99', '127.0.0.5')).errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
    });
  });
});
