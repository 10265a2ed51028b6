// `npm run restore -- FILE [--data-dir DIR] [--force]`: restores a backup of `npm run backup` into DIR (DATA_DIR,
// `data` by default): its database into DIR/pglite and, when the backup has them, the user pool's files into
// DIR/identity. Refuses (exit code 1) a directory an api holds, whatever the options, and one that already holds a
// database or a user pool unless --force, which replaces them. The restored database is opened once before it takes
// their place, so a damaged backup leaves DIR as it was.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'kysely';
import { loadApiConfig } from '../api/config';
import { createDatabase } from '../api/db/create-database';
import { claimPgliteDirectory } from '../api/maintenance/pglite-directory-claim';
import { apiHoldingDirectory } from './backup-restore/api-holding-directory';
import {
  type BackupContents,
  DATABASE_FOLDER,
  IDENTITY_FOLDER,
  readBackupFile,
} from './backup-restore/backup-archive';
import { flag, option, positionals, refuse } from './backup-restore/command-line';

const COMMAND = 'restore';
const config = loadApiConfig(process.env);
const [file, ...extra] = positionals(['data-dir']);
if (!file || extra.length > 0) refuse(COMMAND, 'usage: npm run restore -- FILE [--data-dir DIR] [--force]');
if (config.databaseUrl) {
  refuse(COMMAND, 'DATABASE_URL is set: restore that PostgreSQL database with pg_restore (docs/backups.md).');
}
const dataDir = resolve(option('data-dir') ?? config.dataDir);
const force = flag('force');

const holder = await apiHoldingDirectory(dataDir);
if (holder) {
  refuse(
    COMMAND,
    `${dataDir} is in use by process ${holder.pid}${holder.url ? ` (an api at ${holder.url})` : ''}: stop it first. ` +
      `If no such process of ours runs, delete ${holder.file}.`,
  );
}

const hasEntries = (folder: string) =>
  readdir(join(dataDir, folder)).then(
    (names) => names.length > 0,
    () => false,
  );
const occupied = [];
for (const folder of [DATABASE_FOLDER, IDENTITY_FOLDER]) if (await hasEntries(folder)) occupied.push(folder);
if (occupied.length > 0 && !force) {
  refuse(
    COMMAND,
    `${dataDir} already holds ${occupied.map((folder) => `${folder}/`).join(' and ')}: ` +
      'restore into another directory (--data-dir), or pass --force to replace them.',
  );
}

let contents: BackupContents;
try {
  contents = await readBackupFile(resolve(file));
} catch (error) {
  refuse(COMMAND, `cannot restore ${file}: ${(error as Error).message}`);
}

async function unpack(into: string): Promise<void> {
  for (const entry of contents.entries) {
    const target = join(into, entry.name);
    if (entry.type === 'directory') {
      await mkdir(target, { recursive: true, mode: 0o700 });
    } else {
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, entry.data, { mode: 0o600 });
    }
  }
}

/** Opens the unpacked database as the api would: a backup PGlite cannot open never replaces anything. */
async function check(staging: string): Promise<number> {
  const database = await createDatabase({ databaseUrl: null, dataDir: staging });
  try {
    const { rows } = await sql<{ tables: number }>`
      select count(*)::int as tables from information_schema.tables where table_schema = 'public'`.execute(
      database.db,
    );
    return rows[0]?.tables ?? 0;
  } finally {
    await database.close();
  }
}

const claim = await claimPgliteDirectory(dataDir);
const staging = join(dataDir, `.restoring-${process.pid}`);
const replaced = join(dataDir, `.replaced-${process.pid}`);
const swapped: string[] = [];
try {
  await rm(staging, { recursive: true, force: true });
  await unpack(staging);
  const tables = await check(staging);
  await mkdir(replaced, { recursive: true });
  for (const folder of contents.manifest.folders) {
    await rename(join(dataDir, folder), join(replaced, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    swapped.push(folder);
    await rename(join(staging, folder), join(dataDir, folder));
  }
  await rm(replaced, { recursive: true, force: true });
  console.log(
    `${COMMAND}: ${dataDir} now holds the backup of ${contents.manifest.createdAt} (${contents.manifest.folders
      .map((folder) => `${folder}/`)
      .join(' and ')}; ${tables} tables)${occupied.length > 0 ? ', in place of what it held' : ''}.`,
  );
} catch (error) {
  // What was moved aside goes back: a failed restore leaves the directory as it was.
  for (const folder of swapped) {
    await rm(join(dataDir, folder), { recursive: true, force: true });
    await rename(join(replaced, folder), join(dataDir, folder)).catch(() => {});
  }
  await rm(replaced, { recursive: true, force: true });
  console.error(`${COMMAND}: failed; ${dataDir} keeps what it held`, error);
  process.exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
  await claim.withdraw();
}
