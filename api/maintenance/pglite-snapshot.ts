import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database-schema';

/**
 * The PGlite data directory as an uncompressed tarball, consistent at one instant: the pool's single connection is
 * held (an open transaction finishes first and no other starts), a checkpoint writes every committed page to the
 * data files, and PGlite copies its files while no query runs. Restoring it needs no WAL replay.
 */
export async function takePgliteSnapshot(
  db: Kysely<Database>,
  dumpDataDir: () => Promise<Blob>,
): Promise<Uint8Array> {
  return db.connection().execute(async (connection) => {
    await sql`checkpoint`.execute(connection);
    const tarball = await dumpDataDir();
    return new Uint8Array(await tarball.arrayBuffer());
  });
}
