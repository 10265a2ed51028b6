import {
  type MaintenanceAnnouncement,
  maintenanceAnnouncementFile,
  readMaintenanceAnnouncement,
} from '../../api/maintenance/maintenance-announcement';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type ApiHoldingDirectory = MaintenanceAnnouncement & { file: string };

/**
 * The api that announced it holds `dataDir` (api/maintenance/pglite-directory-claim.ts) and whose process still
 * runs; null when none does. An announcement left by an api that was killed names a process that is gone.
 */
export async function apiHoldingDirectory(dataDir: string): Promise<ApiHoldingDirectory | null> {
  const announcement = await readMaintenanceAnnouncement(dataDir);
  if (!announcement || !isAlive(announcement.pid)) return null;
  return { ...announcement, file: maintenanceAnnouncementFile(dataDir) };
}
