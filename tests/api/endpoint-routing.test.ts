import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiServer, startApiServer } from '../support/api-server';

// Paths without parameters are found in a map, the others by Express's router (api/http/endpoint-router.ts):
// both must answer as Express alone did.
let server: ApiServer;
let token: string;

beforeAll(async () => {
  server = await startApiServer();
  token = (await server.signIn('admin@demo.test')).accessToken;
});
afterAll(() => server?.close());

const codeOf = (body: unknown) => (body as { error?: { code?: string } }).error?.code;

describe('finding the endpoint of a request', () => {
  test('a path without parameters, in any letter case and with a trailing slash', async () => {
    for (const path of ['/session', '/SESSION', '/session/', '/Channel/Config']) {
      const res = await server.call('GET', path, token);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  test('HEAD answers a GET path without a body', async () => {
    const res = await fetch(`${server.url}/session`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('a page the database wrote as JSON text goes out whole, its length in bytes, and HEAD sends none of it', async () => {
    const path = '/subscriptions?limit=100';
    const get = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const bytes = Buffer.from(await get.arrayBuffer());
    // Demo names carry accents: characters and bytes differ, and the length must count bytes.
    expect(bytes.toString('utf8').length).toBeLessThan(bytes.length);
    expect(Number(get.headers.get('content-length'))).toBe(bytes.length);
    expect((JSON.parse(bytes.toString('utf8')) as { items: unknown[] }).items.length).toBeGreaterThan(0);

    const head = await fetch(`${server.url}${path}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect(await head.text()).toBe('');
  });

  test('another method, a longer path or an unknown one is 404 NOT_FOUND', async () => {
    for (const [method, path] of [
      ['POST', '/session'],
      ['GET', '/session/extra'],
      ['GET', '/no-such-path'],
    ] as const) {
      const res = await server.call(method, path, token, method === 'POST' ? {} : undefined);
      expect([method, path, res.status, codeOf(res.body)]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
  });

  test('a path with a parameter reaches its endpoint, which answers for the id', async () => {
    const installation = await server.db
      .selectFrom('installations')
      .select('id')
      .where('brand_id', '=', '2020001')
      .executeTakeFirstOrThrow();
    const res = await server.call('GET', `/installations/${installation.id}/slots`, token);
    expect(res.status, JSON.stringify(res.body)).not.toBe(404);
    const unknown = await server.call(
      'GET',
      '/installations/00000000-0000-4000-8000-000000000000/slots',
      token,
    );
    expect(unknown.status).toBe(404);
    expect((unknown.body as { error: { message: string } }).error.message).not.toMatch(/No route/);
  });

  test('a refusal inside a mapped endpoint reaches the error handler', async () => {
    const res = await server.call('GET', '/subscriptions?limit=abc', token);
    expect(res.status).toBe(400);
    expect(codeOf(res.body)).toBe('INVALID_REQUEST');
  });

  test('a public path is answered before authentication', async () => {
    const res = await server.call('GET', '/verify-email/?token=not-a-token', null);
    expect(res.status).toBe(404);
    expect(codeOf(res.body)).toBe('VERIFICATION_TOKEN_INVALID');
  });
});
