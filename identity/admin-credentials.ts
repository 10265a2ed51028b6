import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { assertOwnerOnly, writePrivateFileAtomically } from './private-file';

export type AdminCredentials = { accessKeyId: string; secretAccessKey: string };

const KEY_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function isAdminCredentials(value: unknown): value is AdminCredentials {
  const v = value as Partial<AdminCredentials> | null;
  return typeof v?.accessKeyId === 'string' && typeof v.secretAccessKey === 'string';
}

/**
 * The key pair Admin* calls must be SigV4-signed with, generated once into `file` (mode 0600) when the
 * environment provides none; the api reads the same file.
 */
export async function loadOrCreateAdminCredentials(file: string): Promise<AdminCredentials> {
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    await assertOwnerOnly(file);
    if (!isAdminCredentials(stored)) throw new Error(`${file} does not hold admin credentials`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const id = [...randomBytes(16)].map((b) => KEY_ID_ALPHABET[b % KEY_ID_ALPHABET.length]).join('');
  const credentials = { accessKeyId: `AKIA${id}`, secretAccessKey: randomBytes(30).toString('base64') };
  await writePrivateFileAtomically(file, `${JSON.stringify(credentials, null, 2)}\n`);
  return credentials;
}
