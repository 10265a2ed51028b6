import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

const RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

describe('gateway: GraphQL over HTTP', () => {
  let stack: GatewayStack;
  let token: string;
  beforeAll(async () => {
    stack = await startGatewayStack();
    token = (await stack.api.signIn('agent@demo.test')).accessToken;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('POST answers application/graphql-response+json, not cached', async () => {
    const res = await stack.request(token, { body: JSON.stringify({ query: '{ session { role } }' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(RESPONSE_TYPE);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ data: { session: { role: 'AGENT' } } });
  });

  it('GET runs queries from the query string', async () => {
    const search = `?query=${encodeURIComponent('query Q($x: Boolean!) { session @include(if: $x) { email } }')}&variables=${encodeURIComponent('{"x":true}')}&operationName=Q`;
    const res = await stack.request(token, { method: 'GET', search });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { session: { email: 'agent@demo.test' } } });
  });

  it('GET refuses mutations with 405 and Allow: POST', async () => {
    const search = `?query=${encodeURIComponent('mutation { returnToOriginalChannel { channel } }')}`;
    const res = await stack.request(token, { method: 'GET', search });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
    expect(stack.restCalls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('other methods are 405, other content types 415, broken JSON 400, unacceptable Accept 406', async () => {
    const put = await stack.request(token, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    const text = await stack.request(token, {
      body: '{ session { email } }',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await stack.request(token, { body: '{"query": ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ errors: [{ extensions: { code: 'INVALID_REQUEST' } }] });
    const html = await stack.request(token, {
      body: JSON.stringify({ query: '{ session { email } }' }),
      headers: { accept: 'text/html' },
    });
    expect(html.status).toBe(406);
  });

  it('request errors: 400 with graphql-response+json, 200 for legacy application/json clients', async () => {
    const body = JSON.stringify({ query: '{ session { salary } }' });
    const modern = await stack.request(token, { body });
    expect(modern.status).toBe(400);
    expect(modern.body).toMatchObject({
      errors: [
        { message: expect.stringContaining('salary'), extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
      ],
    });
    expect(modern.body).not.toHaveProperty('data');
    const legacy = await stack.request(token, { body, headers: { accept: 'application/json' } });
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(legacy.body).toEqual(modern.body);
  });

  it('variables that do not fit the operation are a request error (no data)', async () => {
    const res = await stack.request(token, {
      body: JSON.stringify({
        query: 'mutation($c: ID!) { enterChannel(channel: $c) { channel } }',
        variables: {},
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('data');
    expect(res.body).toMatchObject({
      errors: [
        { message: expect.stringContaining('$c'), extensions: { code: 'INVALID_REQUEST', status: 400 } },
      ],
    });
  });

  it('an unknown operation name, or several operations and no name, is OPERATION_NOT_FOUND', async () => {
    const query = 'query A { session { email } } query B { session { role } }';
    const unnamed = await stack.request(token, { body: JSON.stringify({ query }) });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ errors: [{ extensions: { code: 'OPERATION_NOT_FOUND' } }] });
    const unknown = await stack.request(token, { body: JSON.stringify({ query, operationName: 'C' }) });
    expect(unknown.body).toMatchObject({ errors: [{ extensions: { code: 'OPERATION_NOT_FOUND' } }] });
    const chosen = await stack.request(token, { body: JSON.stringify({ query, operationName: 'B' }) });
    expect(chosen.body).toEqual({ data: { session: { role: 'AGENT' } } });
  });

  it('answers a repeated operation the same once it is cached and compiled', async () => {
    const query = `query Repeated($withBrand: Boolean!) {
      session { email role abilities { action subject } }
      brand @include(if: $withBrand) { name maxSales }
    }`;
    const answers = [];
    for (const withBrand of [true, false, true, false, true]) {
      answers.push(await stack.request(token, { body: JSON.stringify({ query, variables: { withBrand } }) }));
    }
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[i % 2]?.body);
    }
    expect(answers[0]?.body).toMatchObject({
      data: { session: { email: 'agent@demo.test' }, brand: { name: 'Demo Telecom', maxSales: null } },
    });
    expect(answers[1]?.body).toEqual({ data: { session: expect.any(Object) } });
  });

  it('errors carry code, path and status class, never a stack', async () => {
    const res = await stack.graphql(token, '{ session { email } cachedBrands { name } }');
    expect(res.status).toBe(200);
    // cachedBrands is non-null at the root: its error nulls the whole data.
    expect(res.data).toBeNull();
    expect(res.errors).toEqual([
      {
        message: expect.any(String),
        locations: [{ line: 1, column: 21 }],
        path: ['cachedBrands'],
        extensions: { code: 'FORBIDDEN', status: 403, statusClass: '4xx' },
      },
    ]);
    expect(JSON.stringify(res.errors)).not.toMatch(/stack|\.ts:\d+/);
  });
});
