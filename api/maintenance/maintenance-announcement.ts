import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What a running api on PGlite leaves in its data directory so that `npm run backup` can ask it for a snapshot and
 * `npm run restore` can tell the directory is in use. The token is readable by the directory's owner only: whoever
 * may read it may read the database files anyway, so it grants nothing new.
 */
const maintenanceAnnouncementSchema = z.object({
  pid: z.number().int().positive(),
  /** Loopback URL of the api's maintenance routes; null while the api opens its database, before it listens. */
  url: z.string().url().nullable(),
  token: z.string().min(32),
});

export type MaintenanceAnnouncement = z.infer<typeof maintenanceAnnouncementSchema>;

export const MAINTENANCE_TOKEN_HEADER = 'x-centralita-maintenance-token';
export const PGLITE_SNAPSHOT_PATH = '/maintenance/pglite-snapshot';

export function maintenanceAnnouncementFile(dataDir: string): string {
  return join(dataDir, 'api-maintenance.json');
}

export async function writeMaintenanceAnnouncement(
  dataDir: string,
  announcement: MaintenanceAnnouncement,
): Promise<void> {
  const file = maintenanceAnnouncementFile(dataDir);
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await mkdir(dataDir, { recursive: true });
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(announcement), 'utf8');
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

/** The announcement in `dataDir`, or null when there is none (or it cannot be read as one). */
export async function readMaintenanceAnnouncement(dataDir: string): Promise<MaintenanceAnnouncement | null> {
  const text = await readFile(maintenanceAnnouncementFile(dataDir), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return maintenanceAnnouncementSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Removes this process's announcement; one written since by another process is left alone. */
export async function withdrawMaintenanceAnnouncement(dataDir: string, token: string): Promise<void> {
  const current = await readMaintenanceAnnouncement(dataDir);
  if (current?.token === token) await rm(maintenanceAnnouncementFile(dataDir), { force: true });
}
