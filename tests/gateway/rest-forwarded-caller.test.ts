import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createRestClient } from '../../gateway/rest-client';
import { createRestTransport, type RestTransport } from '../../gateway/rest-transport';

let api: Server;
let transport: RestTransport;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    seen.push(req.headers);
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  transport = createRestTransport(`http://127.0.0.1:${address.port}`);
});
afterAll(async () => {
  await transport.close();
  await new Promise((resolve) => api.close(resolve));
});

it("passes the caller's Accept-Language and address on to the api, and none when the caller sent none", async () => {
  await createRestClient(transport, 'token', {
    forwarded: { acceptLanguage: 'ca-ES', address: '203.0.113.7' },
  }).request('POST', '/x', z.object({}), {});
  await createRestClient(transport, 'token').request('GET', '/x', z.object({}));
  expect(seen[0]?.['accept-language']).toBe('ca-ES');
  expect(seen[0]?.authorization).toBe('Bearer token');
  expect(seen[0]?.['x-forwarded-for']).toBe('203.0.113.7');
  expect(seen[1]?.['accept-language']).toBeUndefined();
  expect(seen[1]?.['x-forwarded-for']).toBeUndefined();
});
