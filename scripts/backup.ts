// `npm run backup [-- --out FILE] [--data-dir DIR]`: writes one gzip tarball of the embedded database (PGlite under
// DATA_DIR, `data` by default) and of the embedded user pool's files, consistent even while the console runs: an api
// holding the directory is asked for a snapshot over loopback (api/maintenance/); a directory no api holds is opened
// here. The default FILE is DIR/backups/centralita-<UTC time>.tar.gz. With DATABASE_URL, use pg_dump (docs/backups.md).
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { loadApiConfig } from '../api/config';
import { createDatabase } from '../api/db/create-database';
import { MAINTENANCE_TOKEN_HEADER, PGLITE_SNAPSHOT_PATH } from '../api/maintenance/maintenance-announcement';
import { claimPgliteDirectory } from '../api/maintenance/pglite-directory-claim';
import { takePgliteSnapshot } from '../api/maintenance/pglite-snapshot';
import { apiHoldingDirectory } from './backup-restore/api-holding-directory';
import {
  type BackupManifest,
  DATABASE_FOLDER,
  databaseEntries,
  IDENTITY_FOLDER,
  identityEntries,
  writeBackupFile,
} from './backup-restore/backup-archive';
import { option, refuse } from './backup-restore/command-line';
import { pgliteVersion } from './backup-restore/pglite-version';

const COMMAND = 'backup';
const config = loadApiConfig(process.env);
if (config.databaseUrl) {
  refuse(
    COMMAND,
    'DATABASE_URL is set: back up that PostgreSQL database with pg_dump -Fc (docs/backups.md).',
  );
}
const dataDir = resolve(option('data-dir') ?? config.dataDir);
const createdAt = new Date();
const out = resolve(
  option('out') ??
    join(dataDir, 'backups', `centralita-${createdAt.toISOString().replace(/[:.]/g, '-')}.tar.gz`),
);

async function snapshotFromApi(api: NonNullable<Awaited<ReturnType<typeof apiHoldingDirectory>>>) {
  if (!api.url) {
    refuse(
      COMMAND,
      `process ${api.pid} is opening or backing up ${dataDir} (${api.file}); try again in a moment.`,
    );
  }
  const response = await fetch(`${api.url}${PGLITE_SNAPSHOT_PATH}`, {
    method: 'POST',
    headers: { [MAINTENANCE_TOKEN_HEADER]: api.token },
  }).catch((error: unknown) => error as Error);
  if (response instanceof Error) {
    refuse(
      COMMAND,
      `the api holding ${dataDir} (process ${api.pid}) does not answer at ${api.url} (${response.message}); ` +
        'try again once it answers, or stop it and back up the stopped directory.',
    );
  }
  if (!response.ok) {
    refuse(
      COMMAND,
      `the api holding ${dataDir} refused the snapshot: ${response.status} ${await response.text()}`,
    );
  }
  return new Uint8Array(await response.arrayBuffer());
}

async function snapshotOfStoppedDirectory(): Promise<Uint8Array> {
  if (!existsSync(join(dataDir, DATABASE_FOLDER, 'PG_VERSION'))) {
    refuse(COMMAND, `there is no embedded database in ${join(dataDir, DATABASE_FOLDER)}.`);
  }
  const claim = await claimPgliteDirectory(dataDir);
  try {
    const database = await createDatabase({ databaseUrl: null, dataDir });
    try {
      if (!database.dumpDataDir) throw new Error('an embedded database can always be dumped');
      return await takePgliteSnapshot(database.db, database.dumpDataDir);
    } finally {
      await database.close();
    }
  } finally {
    await claim.withdraw();
  }
}

/** The user pool's files, each written whole by the pool (identity/private-file.ts); its temporary files are left out. */
async function identityFiles(): Promise<Array<{ name: string; data: Uint8Array }>> {
  const folder = join(dataDir, IDENTITY_FOLDER);
  const names = await readdir(folder, { withFileTypes: true }).catch(() => []);
  return Promise.all(
    names
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
      .map(async (entry) => ({ name: entry.name, data: await readFile(join(folder, entry.name)) })),
  );
}

const api = await apiHoldingDirectory(dataDir);
const pgliteTar = api ? await snapshotFromApi(api) : await snapshotOfStoppedDirectory();
const identity = await identityFiles();
const manifest: BackupManifest = {
  format: 'centralita-backup',
  version: 1,
  createdAt: createdAt.toISOString(),
  takenFrom: api ? 'running-api' : 'stopped-directory',
  pgliteVersion: await pgliteVersion(),
  folders: identity.length > 0 ? [DATABASE_FOLDER, IDENTITY_FOLDER] : [DATABASE_FOLDER],
};
await mkdir(dirname(out), { recursive: true });
const bytes = await writeBackupFile(out, {
  manifest,
  entries: [...databaseEntries(pgliteTar), ...identityEntries(identity)],
});
console.log(
  `${COMMAND}: wrote ${out} (${(bytes / 1024 / 1024).toFixed(1)} MB): the database ${
    api ? `from the running api (process ${api.pid})` : `from ${dataDir}, which no api held`
  }${identity.length > 0 ? ` and the user pool's ${identity.length} files` : ', no user pool files'}.`,
);
