import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const VERIFY = 'mutation($t: String!) { verifyEmail(token: $t) { kind email status } }';

describe('gateway: public pages run @public fields without a session, and nothing else', () => {
  let stack: GatewayStack;
  let admin: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    admin = (await stack.api.signIn('admin@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  async function verificationToken(): Promise<string> {
    await stack.graphql(
      admin,
      'mutation($s: BrandSettingsInput!) { saveBrandSettings(settings: $s) { brandId } }',
      {
        s: { emails: { notificationEmail: 'publica.gql@demo.test', billingEmail: null } },
      },
    );
    const sent = await stack.graphql(
      admin,
      'mutation { sendEmailVerification(kind: NOTIFICATION) { status } }',
    );
    expect(sent.errors).toBeUndefined();
    const message = await stack.api.db
      .selectFrom('outbox_messages')
      .select('body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /token=([A-Za-z0-9_-]+)/.exec(message.body)?.[1];
    if (!token) throw new Error('no verification link in the outbox message');
    return token;
  }

  it('verifies an e-mail from the link without a token, once; a wrong token gets the REST code', async () => {
    const token = await verificationToken();
    const verified = await stack.graphql(null, VERIFY, { t: token });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyEmail).toEqual({
      kind: 'NOTIFICATION',
      email: 'publica.gql@demo.test',
      status: 'VERIFIED',
    });
    const wrong = await stack.graphql(null, VERIFY, { t: 'not-a-real-token' });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'VERIFICATION_TOKEN_INVALID' });
  });

  it('refuses anonymous operations that select any non-public field, before calling the api', async () => {
    const mixed = await stack.graphql(
      null,
      'mutation { verifyEmail(token: "x") { status } returnToOriginalChannel { email } }',
    );
    expect(mixed.status).toBe(401);
    expect(mixed.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const fragment = await stack.graphql(
      null,
      'mutation { ... on Mutation { verifyEmail(token: "x") { status } } }',
    );
    expect(fragment.status).toBe(401);
    const query = await stack.graphql(null, '{ session { email } }');
    expect(query.status).toBe(401);
    expect(stack.restCalls).toEqual([]);
  });

  it('still refuses a bad or malformed token, even for a public field', async () => {
    const bad = await stack.request('not.a.jwt', {
      body: JSON.stringify({ query: VERIFY, variables: { t: 'x' } }),
    });
    expect(bad.status).toBe(401);
    const malformed = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic abc' },
      body: JSON.stringify({ query: VERIFY, variables: { t: 'x' } }),
    });
    expect(malformed.status).toBe(401);
    expect(stack.restCalls).toEqual([]);
  });
});
