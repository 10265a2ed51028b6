import express, { type Router } from 'express';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { TestClock } from './test-clock';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const setClockBody = z.strictObject({ now: z.iso.datetime({ offset: true }).nullable() });

function notFound(method: string, path: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', `No route for ${method} ${path}`);
}

/**
 * GET and PUT /test/clock, before authentication: read or move what the api considers now ({"now": iso} or
 * {"now": null} for real time). Without a test clock, or from anything but loopback, it answers 404 like an
 * unknown path, so a production api never offers it.
 */
export function createTestClockRoute(clock: TestClock | null): Router {
  const router = express.Router();
  router.use(
    '/test/clock',
    (req, _res, next) => {
      if (!clock || !LOOPBACK.has(req.socket.remoteAddress ?? ''))
        throw notFound(req.method, req.originalUrl);
      next();
    },
    express.json({ limit: '1kb' }),
  );
  router.get('/test/clock', (_req, res) => {
    res.json({ now: clock?.now().toISOString() });
  });
  router.put('/test/clock', (req, res) => {
    const parsed = setClockBody.safeParse(req.body);
    if (!parsed.success)
      throw new ApiError(400, 'INVALID_REQUEST', 'Send {"now": ISO instant or null}', 'now');
    clock?.set(parsed.data.now === null ? null : new Date(parsed.data.now));
    res.json({ now: clock?.now().toISOString() });
  });
  return router;
}
