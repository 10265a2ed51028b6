import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const SESSION = JSON.stringify({ query: '{ session { email } }' });

describe('gateway: the Authorization scheme is case-insensitive (RFC 7235), as the api reads it', () => {
  let stack: GatewayStack;
  let token: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    token = (await stack.api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const withAuthorization = (authorization: string) =>
    stack.request(null, { headers: { authorization }, body: SESSION });

  it.each([
    ['bearer', (t: string) => `bearer ${t}`],
    ['BEARER', (t: string) => `BEARER ${t}`],
    ['Bearer with two spaces', (t: string) => `Bearer  ${t}`],
  ])('accepts %s', async (_label, header) => {
    const res = await withAuthorization(header(token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { session: { email: 'agent@demo.test' } } });
  });

  it.each([
    ['another scheme', (t: string) => `Basic ${t}`],
    ['no token', () => 'Bearer'],
    ['a token with spaces inside', (t: string) => `bearer ${t.slice(0, 10)} ${t.slice(10)}`],
  ])('still refuses %s with 401 UNAUTHENTICATED', async (_label, header) => {
    const res = await withAuthorization(header(token));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });
});
