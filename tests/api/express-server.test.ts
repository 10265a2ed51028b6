import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createExpressServer } from '../../api/http/express-server';
import { type ApiServer, startApiServer } from '../support/api-server';

type Arrival = { request: object | null; response: object | null };

/** Records the prototypes each request and response have when the server emits them, before Express runs. */
function recordArrivals(server: Server): Arrival[] {
  const arrivals: Arrival[] = [];
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    arrivals.push({ request: Object.getPrototypeOf(req), response: Object.getPrototypeOf(res) });
  });
  return arrivals;
}

describe('createExpressServer', () => {
  const app = express();
  app.use(express.json());
  app.get('/echo', (req, res) => {
    res.status(201).json({ query: req.query, path: req.path, ip: req.ip });
  });
  app.post('/echo', (req, res) => {
    res.json({ body: req.body as unknown });
  });
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ error: 'boom' });
  });
  let server: Server;
  let base: string;
  let arrivals: Arrival[];
  let connections = 0;

  beforeAll(async () => {
    server = createExpressServer(app);
    arrivals = recordArrivals(server);
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("requests and responses arrive with the app's prototypes, so Express swaps none", async () => {
    const before = arrivals.length;
    const res = await fetch(`${base}/echo?a=1`);
    expect(res.status).toBe(201);
    expect(arrivals.length).toBe(before + 1);
    expect(arrivals.at(-1)?.request).toBe(app.request);
    expect(arrivals.at(-1)?.response).toBe(app.response);
  });

  test("Express's request and response helpers work on them, over one kept-alive connection too", async () => {
    const connectionsBefore = connections;
    const got = await fetch(`${base}/echo?a=1&b=two`);
    expect(await got.json()).toEqual({ query: { a: '1', b: 'two' }, path: '/echo', ip: '127.0.0.1' });
    const posted = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ line: '612345678' }),
    });
    expect(await posted.json()).toEqual({ body: { line: '612345678' } });
    const failed = await fetch(`${base}/fails`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'boom' });
    // fetch keeps its connection alive; the three answers must have let it (a fresh socket each would be 3).
    expect(connections - connectionsBefore).toBeLessThanOrEqual(1);
  });
});

describe('the api server', () => {
  let api: ApiServer;
  let arrivals: Arrival[];

  beforeAll(async () => {
    api = await startApiServer();
    arrivals = recordArrivals(api.server);
  });
  afterAll(async () => {
    await api?.close();
  });

  test("is built by createExpressServer: its requests arrive with the api app's prototypes", async () => {
    const health = await api.call('GET', '/health', null);
    expect(health.status).toBe(200);
    const session = await api.call('GET', '/session', null);
    expect(session.status).toBe(401);
    expect(arrivals).toHaveLength(2);
    for (const arrival of arrivals) {
      expect(arrival.request).toBe(api.app.request);
      expect(arrival.response).toBe(api.app.response);
    }
  });
});
