import { randomBytes } from 'node:crypto';
import type express from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { withdrawMaintenanceAnnouncement, writeMaintenanceAnnouncement } from './maintenance-announcement';
import { createMaintenanceRoutes } from './maintenance-routes';

export type PgliteDirectoryClaim = {
  /** The snapshot route for `npm run backup`, answering with this claim's token. */
  snapshotRouter(
    db: Kysely<Database>,
    dumpDataDir: () => Promise<Blob>,
    log: { info(line: string): void },
  ): express.Router;
  /** Adds the loopback URL once the api listens on `port` of `host`. */
  announce(host: string, port: number): Promise<void>;
  /** Removes the announcement (after the database has closed); the route refuses from then on. */
  withdraw(): Promise<void>;
};

/** Host to reach a listening address from this machine: a wildcard address listens on loopback too. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Announces, before the api opens the PGlite files, that this process holds `dataDir`: `npm run restore` refuses the
 * directory and `npm run backup` asks this process for a snapshot instead of opening the files a second time.
 */
export async function claimPgliteDirectory(dataDir: string): Promise<PgliteDirectoryClaim> {
  const token = randomBytes(32).toString('hex');
  let open = true;
  await writeMaintenanceAnnouncement(dataDir, { pid: process.pid, url: null, token });
  return {
    snapshotRouter: (db, dumpDataDir, log) =>
      createMaintenanceRoutes({ token, isOpen: () => open, db, dumpDataDir, log }),
    announce: (host, port) =>
      writeMaintenanceAnnouncement(dataDir, {
        pid: process.pid,
        url: `http://${loopbackHost(host)}:${port}`,
        token,
      }),
    async withdraw() {
      open = false;
      await withdrawMaintenanceAnnouncement(dataDir, token);
    },
  };
}
