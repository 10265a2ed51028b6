import { randomBytes } from 'node:crypto';
import { chmod, open, rename, rm, stat } from 'node:fs/promises';

const OWNER_ONLY = 0o600;

/**
 * Writes a file readable by its owner only, atomically: a reader sees the old content or the new one,
 * never half of it, even if the process dies mid-write.
 */
export async function writePrivateFileAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx', OWNER_ONLY);
    try {
      await handle.writeFile(content, 'utf8');
      await handle.datasync();
    } finally {
      await handle.close();
    }
    // The umask cannot widen 0600, but a pre-existing ACL or odd filesystem could: check, do not assume.
    await chmod(temp, OWNER_ONLY);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await assertOwnerOnly(file);
}

/** Refuses to go on with a secret file that the group or others could read or write. */
export async function assertOwnerOnly(file: string): Promise<void> {
  const mode = (await stat(file)).mode & 0o777;
  if (mode & 0o077) {
    throw new Error(
      `${file} has mode ${mode.toString(8)}: it must be readable by its owner only (chmod 600)`,
    );
  }
}
