import { timingSafeEqual } from 'node:crypto';
import express from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { MAINTENANCE_TOKEN_HEADER, PGLITE_SNAPSHOT_PATH } from './maintenance-announcement';
import { takePgliteSnapshot } from './pglite-snapshot';

type MaintenanceRouteOptions = {
  token: string;
  /** False once the api closes: the route then refuses like any unknown path. */
  isOpen: () => boolean;
  db: Kysely<Database>;
  dumpDataDir: () => Promise<Blob>;
  log: { info(line: string): void };
};

function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/**
 * POST /maintenance/pglite-snapshot: the embedded database as a consistent tarball, for `npm run backup`.
 * Answered only on a loopback connection that no proxy relayed and that carries the token this api announced in its
 * data directory; anything else falls through to authentication like an unknown path.
 */
export function createMaintenanceRoutes({
  token,
  isOpen,
  db,
  dumpDataDir,
  log,
}: MaintenanceRouteOptions): express.Router {
  const expected = Buffer.from(token);
  const router = express.Router();
  router.post(PGLITE_SNAPSHOT_PATH, async (req, res, next) => {
    const relayed = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (!isOpen() || relayed || !isLoopback(req.socket.remoteAddress)) return next();
    const given = Buffer.from(String(req.headers[MAINTENANCE_TOKEN_HEADER] ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(403).json({
        error: { code: 'MAINTENANCE_TOKEN_INVALID', message: 'Not the token this api announced' },
      });
      return;
    }
    const started = Date.now();
    const snapshot = await takePgliteSnapshot(db, dumpDataDir);
    log.info(`database snapshot for a backup: ${snapshot.byteLength} bytes in ${Date.now() - started} ms`);
    res
      .type('application/x-tar')
      .send(Buffer.from(snapshot.buffer, snapshot.byteOffset, snapshot.byteLength));
  });
  return router;
}
