import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { z } from 'zod';
import { readTar, type TarEntry, tarBlocks } from './tar-archive';

/**
 * A backup is a gzip tarball laid out like the data directory it came from: `pglite/` (the database files, taken
 * consistent), `identity/` (the embedded user pool's files, when the directory has them) and this manifest first.
 */
export const MANIFEST_NAME = 'centralita-backup.json';
export const DATABASE_FOLDER = 'pglite';
export const IDENTITY_FOLDER = 'identity';

export const backupManifestSchema = z.object({
  format: z.literal('centralita-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** How the database files were taken: asked of the api that held them, or read from a directory no api held. */
  takenFrom: z.enum(['running-api', 'stopped-directory']),
  pgliteVersion: z.string(),
  folders: z.array(z.enum([DATABASE_FOLDER, IDENTITY_FOLDER])),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

export type BackupContents = {
  manifest: BackupManifest;
  /** Paths relative to the data directory, folders first: each folder's entries follow it. */
  entries: TarEntry[];
};

const PRIVATE_FILE = 0o600;
const PRIVATE_FOLDER = 0o700;

/** PGlite names its entries from the root of its data directory ("/base/1/112"): they move under `pglite/`. */
export function databaseEntries(pgliteTar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [
    { name: DATABASE_FOLDER, type: 'directory', mode: PRIVATE_FOLDER, data: new Uint8Array() },
  ];
  for (const entry of readTar(pgliteTar)) {
    const relative = entry.name.replace(/^\/+/, '').replace(/\/+$/, '');
    // The lock file of the process that held the files describes that process, not the database.
    if (relative === '' || relative === 'postmaster.pid') continue;
    entries.push({
      ...entry,
      name: `${DATABASE_FOLDER}/${relative}`,
      mode: entry.type === 'directory' ? PRIVATE_FOLDER : PRIVATE_FILE,
    });
  }
  return entries;
}

export function identityEntries(files: Array<{ name: string; data: Uint8Array }>): TarEntry[] {
  if (files.length === 0) return [];
  return [
    { name: IDENTITY_FOLDER, type: 'directory', mode: PRIVATE_FOLDER, data: new Uint8Array() },
    ...files.map(
      (file): TarEntry => ({
        name: `${IDENTITY_FOLDER}/${file.name}`,
        type: 'file',
        mode: PRIVATE_FILE,
        data: file.data,
      }),
    ),
  ];
}

/** Writes the backup beside `file` first and renames it into place: a failed run leaves no half a backup under its name. */
export async function writeBackupFile(file: string, contents: BackupContents): Promise<number> {
  const partial = `${file}.partial`;
  const manifest: TarEntry = {
    name: MANIFEST_NAME,
    type: 'file',
    mode: PRIVATE_FILE,
    data: Buffer.from(`${JSON.stringify(contents.manifest, null, 2)}\n`),
  };
  const handle = await open(partial, 'w', PRIVATE_FILE);
  try {
    await pipeline(
      Readable.from(tarBlocks([manifest, ...contents.entries])),
      createGzip(),
      handle.createWriteStream(),
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
  return (await stat(file)).size;
}

function safeRelativePath(name: string): boolean {
  const parts = name.split('/');
  return (
    !name.startsWith('/') &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..') &&
    (parts[0] === DATABASE_FOLDER || parts[0] === IDENTITY_FOLDER)
  );
}

/** Reads and checks a backup: its manifest first, then only paths inside its folders. */
export async function readBackupFile(file: string): Promise<BackupContents> {
  const compressed = await readFile(file);
  let archive: Uint8Array;
  try {
    archive = await promisify(gunzip)(compressed);
  } catch (error) {
    throw new Error(`${file} is not a gzip file: ${(error as Error).message}`);
  }
  const [first, ...rest] = readTar(archive);
  if (first?.name !== MANIFEST_NAME)
    throw new Error(`${file} is not a Centralita backup (no ${MANIFEST_NAME} first)`);
  const manifest = backupManifestSchema.parse(JSON.parse(Buffer.from(first.data).toString('utf8')));
  const entries = rest.map((entry) => ({ ...entry, name: entry.name.replace(/\/+$/, '') }));
  const unsafe = entries.find((entry) => !safeRelativePath(entry.name));
  if (unsafe) throw new Error(`${file} holds a path outside the data directory's folders: ${unsafe.name}`);
  if (!entries.some((entry) => entry.name === `${DATABASE_FOLDER}/PG_VERSION`)) {
    throw new Error(`${file} holds no database (${DATABASE_FOLDER}/PG_VERSION is missing)`);
  }
  return { manifest, entries };
}
