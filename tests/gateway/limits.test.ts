import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_LIMITS } from '../../gateway/graphql-limits';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

/** `{ f1 { f2 { ... { leaf } } } }` with `levels` levels of fields in all. */
function nested(levels: number): string {
  let query = 'leaf';
  for (let i = levels - 1; i >= 1; i -= 1) query = `f${i} { ${query} }`;
  return `{ ${query} }`;
}

describe('gateway: limits refuse oversized requests before anything reaches the api', () => {
  let stack: GatewayStack;
  let token: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    token = (await stack.api.signIn('manager@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  function expectRefused(
    res: { status: number; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
    code: string,
    status = 400,
  ) {
    expect(res.status).toBe(status);
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code, status });
    expect(stack.restCalls).toEqual([]);
  }

  it(`depth: ${DEFAULT_GRAPHQL_LIMITS.maxDepth} levels pass the limit, one more is QUERY_TOO_DEEP`, async () => {
    const atLimit = await stack.graphql(token, nested(DEFAULT_GRAPHQL_LIMITS.maxDepth));
    // Within the limit it goes on to validation, which knows no such fields.
    expect(atLimit.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const deep = await stack.graphql(token, nested(DEFAULT_GRAPHQL_LIMITS.maxDepth + 1));
    expectRefused(deep, 'QUERY_TOO_DEEP');
    expect(deep.errors?.[0]?.message).toMatch(/11 levels deep; the limit is 10/);
  });

  it('depth counts through fragments', async () => {
    const res = await stack.graphql(
      token,
      `query { ...A }
       fragment A on Query { a1 { a2 { a3 { ...B } } } }
       fragment B on Query { b1 { b2 { b3 { ...C } } } }
       fragment C on Query { c1 { c2 { c3 { c4 { c5 } } } } }`,
    );
    expectRefused(res, 'QUERY_TOO_DEEP');
  });

  it(`aliases: ${DEFAULT_GRAPHQL_LIMITS.maxAliases} are answered (with one REST call), one more is TOO_MANY_ALIASES`, async () => {
    const aliased = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `s${i}: session { email }`).join(' ')} }`;
    const ok = await stack.graphql(token, aliased(DEFAULT_GRAPHQL_LIMITS.maxAliases));
    expect(ok.errors).toBeUndefined();
    expect(Object.keys(ok.data ?? {})).toHaveLength(DEFAULT_GRAPHQL_LIMITS.maxAliases);
    expect(stack.restCalls).toEqual(['GET /session']);
    stack.restCalls.length = 0;
    expectRefused(
      await stack.graphql(token, aliased(DEFAULT_GRAPHQL_LIMITS.maxAliases + 1)),
      'TOO_MANY_ALIASES',
    );
  });

  it('tokens: a document past the token limit is TOO_MANY_TOKENS, unparsed', async () => {
    const fields = Array.from({ length: DEFAULT_GRAPHQL_LIMITS.maxTokens }, () => 'email').join(' ');
    expectRefused(await stack.graphql(token, `{ session { ${fields} } }`), 'TOO_MANY_TOKENS');
  });

  it('cost: lists multiply what they hold; too much is QUERY_TOO_COMPLEX', async () => {
    const res = await stack.graphql(
      token,
      '{ brands(first: 100) { channels(first: 100) { users(first: 10) { id } } } }',
    );
    expectRefused(res, 'QUERY_TOO_COMPLEX');
    expect(res.errors?.[0]?.extensions).toMatchObject({ limit: DEFAULT_GRAPHQL_LIMITS.maxCost });
  });

  it('cost: a page size in a variable counts as the value the request gives it, or its default', async () => {
    // 20 fields a line: a page of n lines costs 1 + n x 22, so 2,000 lines break the limit and 50 keep to it.
    const fields =
      'subscriptionId brandId channelId lineNumber fiscalId customerName customerFirstSurname customerLastSurname productId productName alias contract status startDate endDate installationAddress finalPrice family fixedNumber icc';
    const query = `query Lines($n: Int) { subscriptions(first: $n) { edges { node { ${fields} } } } }`;
    const small = await stack.graphql(token, query, { n: 50 });
    expect(small.errors).toBeUndefined();
    expect(small.data?.subscriptions).toBeDefined();
    expect(stack.restCalls.length).toBeGreaterThan(0);
    stack.restCalls.length = 0;
    // The same document, now cached, measured again with these variables.
    const large = await stack.graphql(token, query, { n: 2000 });
    expectRefused(large, 'QUERY_TOO_COMPLEX');
    expect(large.errors?.[0]?.extensions).toMatchObject({
      limit: DEFAULT_GRAPHQL_LIMITS.maxCost,
      actual: 1 + 2000 * 22,
    });
    // A default stands in for a value the request leaves out: refused with the document itself.
    const defaulted = await stack.graphql(
      token,
      `query Defaulted($n: Int = 2000) { subscriptions(first: $n) { edges { node { ${fields} } } } }`,
    );
    expectRefused(defaulted, 'QUERY_TOO_COMPLEX');
  });

  it('cost: fragments spread into each other many times are refused, not walked exponentially', async () => {
    const fragments = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on SessionUser { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const res = await stack.graphql(
      token,
      `{ session { ...F0 } }\n${fragments}\nfragment F40 on SessionUser { email }`,
    );
    expectRefused(res, 'QUERY_TOO_COMPLEX');
  });

  it('size: a body over the limit is REQUEST_TOO_LARGE (413)', async () => {
    const padding = ' '.repeat(DEFAULT_GRAPHQL_LIMITS.maxBodyBytes);
    const res = await stack.request(token, {
      body: JSON.stringify({ query: `{ session { email } }${padding}` }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE', status: 413 } }] });
    expect(stack.restCalls).toEqual([]);
  });

  it('size: only a signed-in @largeBody operation (identity documents) may pass the usual limit, up to the upload limit', async () => {
    const document = 'A'.repeat(DEFAULT_GRAPHQL_LIMITS.maxBodyBytes);
    const upload = (content: string) =>
      JSON.stringify({
        query: `mutation ($input: SignupVerificationInput!) {
          saveSignupVerification(id: "00000000-0000-4000-8000-000000000001", idempotencyKey: "00000000-0000-4000-8000-0000000000aa", input: $input) { id }
        }`,
        variables: {
          input: {
            documents: [
              { kind: 'FRONT', mimeType: 'image/png', content },
              { kind: 'BACK', mimeType: 'image/png', content },
            ],
          },
        },
      });
    // Signed in, past 100 KiB: read, and passed on to the api (which answers about the order).
    const signedIn = await stack.request(token, { body: upload(document) });
    expect(signedIn.status).not.toBe(413);
    expect(stack.restCalls).toEqual(['PUT /orders/00000000-0000-4000-8000-000000000001/signup/verification']);
    stack.restCalls.length = 0;
    // Without a session the usual limit holds.
    const anonymous = await stack.request(null, { body: upload(document) });
    expect(anonymous.status).toBe(413);
    expect(anonymous.body).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE' } }] });
    // Past the upload limit, refused whatever the operation.
    const huge = await stack.request(token, {
      body: upload('A'.repeat(DEFAULT_GRAPHQL_LIMITS.maxUploadBodyBytes / 2)),
    });
    expect(huge.status).toBe(413);
    expect(stack.restCalls).toEqual([]);
  });

  it(`batches: up to ${DEFAULT_GRAPHQL_LIMITS.maxBatch} operations, more is BATCH_TOO_LARGE (413)`, async () => {
    const batch = (n: number) =>
      JSON.stringify(Array.from({ length: n }, () => ({ query: '{ session { role } }' })));
    const ok = await stack.request(token, { body: batch(DEFAULT_GRAPHQL_LIMITS.maxBatch) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual(
      Array.from({ length: DEFAULT_GRAPHQL_LIMITS.maxBatch }, () => ({
        data: { session: { role: 'MANAGER' } },
      })),
    );
    // One context for the whole batch: the session is read once.
    expect(stack.restCalls).toEqual(['GET /session']);
    stack.restCalls.length = 0;
    const tooMany = await stack.request(token, { body: batch(DEFAULT_GRAPHQL_LIMITS.maxBatch + 1) });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({
      errors: [{ extensions: { code: 'BATCH_TOO_LARGE', status: 413 } }],
    });
    expect(stack.restCalls).toEqual([]);
  });

  it('introspection outside production; INTROSPECTION_DISABLED in production', async () => {
    const introspection = '{ __schema { queryType { name } } __type(name: "Brand") { name } }';
    const dev = await stack.graphql(token, introspection);
    expect(dev.data).toEqual({ __schema: { queryType: { name: 'Query' } }, __type: { name: 'Brand' } });

    const production = await stack.gateway({
      production: true,
      introspection: false,
      persistedOperationsOnly: false,
    });
    expectRefused(await production.graphql(token, introspection), 'INTROSPECTION_DISABLED');
    expectRefused(
      await production.graphql(token, '{ __type(name: "Brand") { name } }'),
      'INTROSPECTION_DISABLED',
    );
    // __typename is not introspection of the schema.
    const typename = await production.graphql(token, '{ __typename session { __typename role } }');
    expect(typename.data).toEqual({
      __typename: 'Query',
      session: { __typename: 'SessionUser', role: 'MANAGER' },
    });
  });
});
