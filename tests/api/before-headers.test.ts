import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onBeforeHeaders } from '../../api/http/before-headers';

// The hook behind Server-Timing and the caller cache's forgetting on changing requests: it must run once per answer,
// before the headers leave, whatever way the answer is written.
let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => {
    onBeforeHeaders(res, (answer) => {
      seen.push(req.path);
      answer.setHeader('x-hooked', 'yes');
    });
    next();
  });
  app.get('/json', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/empty', (_req, res) => {
    res.status(204).end();
  });
  app.get('/streamed', (_req, res) => {
    res.write('a');
    res.end('b');
  });
  app.get('/fails', () => {
    throw new Error('boom');
  });
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ error: 'boom' });
  });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('onBeforeHeaders', () => {
  test.each([
    ['/json', 200],
    ['/empty', 204],
    ['/streamed', 200],
    ['/fails', 500],
  ])('%s: runs once and its header reaches the client (%i)', async (path, status) => {
    seen.length = 0;
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expect(res.headers.get('x-hooked')).toBe('yes');
    expect(seen).toEqual([path]);
  });
});
