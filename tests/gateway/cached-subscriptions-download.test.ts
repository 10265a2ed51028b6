import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, startGatewayStack } from '../support/gateway-server';

type Link = { url: string; modified: string | null; expiresAt: string };
type Download = {
  count: number;
  modified: string | null;
  subscriptions: { subscriptionId: string; customerId: string }[];
};

describe('gateway: the cached-subscriptions download passed through to the api', () => {
  let stack: GatewayStack;
  let manager = '';

  async function linkFor(token: string): Promise<Link> {
    const res = await stack.graphql(token, 'query { cachedSubscriptionsLink { url modified expiresAt } }');
    const link = res.data?.cachedSubscriptionsLink as Link | undefined;
    if (!link) throw new Error(`no link: ${JSON.stringify(res.errors)}`);
    return link;
  }

  const viaGateway = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.url}${path}`, { ...init, headers: { connection: 'close', ...init.headers } });

  beforeAll(async () => {
    stack = await startGatewayStack();
    manager = (await stack.api.signIn('manager@demo.test')).accessToken;
    // A fresh database and three servers: slow on a shared, loaded machine.
  }, 300_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('streams the same document the api serves, with no bearer token, chunked, gzipped and not cached', async () => {
    const link = await linkFor(manager);
    const direct = await stack.api.call('GET', link.url, null);
    expect(direct.status).toBe(200);

    const before = stack.restCalls.length;
    const res = await viaGateway(link.url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Streamed: no length known in advance, so the body was not buffered first.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const body = (await res.json()) as Download;
    expect(body).toEqual(direct.body);
    expect(body.subscriptions.length).toBeGreaterThan(0);
    // The count comes first in the document: the client's progress total.
    expect(body.count).toBe(body.subscriptions.length);
    expect(body.modified).toBe(link.modified);
    // Exactly the download reached the api, with the token it was given.
    expect(stack.restCalls.slice(before)).toEqual([`GET ${link.url}`]);
  });

  it("maps the api's refusals: a forged token 404, a missing one 400, as the api's own error codes", async () => {
    const link = await linkFor(manager);
    const forged = link.url.replace(/\.[\w-]+$/, '.AAAA');
    const invalid = await viaGateway(forged);
    expect(invalid.status).toBe(404);
    expect(await invalid.json()).toMatchObject({ error: { code: 'CACHE_LINK_INVALID' } });

    const missing = await viaGateway('/subscriptions/cached/download');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'token' } });
  });

  it('passes through that path only: the link-issuing endpoint and other api paths are not reachable', async () => {
    const before = stack.restCalls.length;
    for (const path of ['/subscriptions/cached', '/subscriptions', '/subscriptions/cached/download/x']) {
      const res = await viaGateway(path, { headers: { authorization: `Bearer ${manager}` } });
      expect(res.status, path).toBe(404);
      await res.body?.cancel();
    }
    expect(stack.restCalls.slice(before)).toEqual([]);
  });

  it('answers 503 API_UNAVAILABLE when the api cannot be reached', async () => {
    const link = await linkFor(manager);
    await stack.cutApi();
    const res = await viaGateway(link.url);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'API_UNAVAILABLE' } });
  });
});
