import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEndpointRouter, implement } from '../../api/http/endpoint-router';
import { createExpressServer } from '../../api/http/express-server';
import { JsonText } from '../../api/http/json-text';
import { brandSettingsEndpoints } from '../../schema/rest/brand-settings';
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
    // The lines' kept JSON is ASCII (migration 0018), accents escaped; the next test sends a text that is not.
    expect(bytes.toString('latin1')).toMatch(/^[ -~]+$/);
    expect(bytes.toString('latin1')).toContain('\\u00');
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

  test('a JSON text holding characters outside ASCII goes out whole, its length in bytes', async () => {
    const text = '{"verified":true,"note":"Móvil 📱 €"}';
    const app = express();
    app.use(
      createEndpointRouter([implement(brandSettingsEndpoints.verifyEmail, () => new JsonText(text))], {
        checkResponses: false,
      }),
    );
    const small = createExpressServer(app);
    await new Promise<void>((resolve) => small.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = small.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/verify-email?token=abc`);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(text.length);
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.toString('utf8')).toBe(text);
    } finally {
      await new Promise((resolve) => small.close(resolve));
    }
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
