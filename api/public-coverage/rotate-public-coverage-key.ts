import { type Kysely, sql } from 'kysely';
import { findScopedBrand } from '../brand-settings/find-scoped-brand';
import type { Database, UserRow } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * POST /coverage/public-key/rotate: a new key for the brand the caller manages (as GET /coverage/public-key reads
 * it), drawn by the database like the first one (migration 0021), so the links shared with the old key answer
 * PUBLIC_LINK_INVALID from now on. Leads already left through them stay with the brand.
 */
export async function rotatePublicCoverageKey(
  db: Kysely<Database>,
  user: Pick<UserRow, 'channel_id'>,
  now: Date,
): Promise<{ key: string }> {
  const brand = await findScopedBrand(db, user, undefined);
  const row = await db
    .updateTable('brand_public_keys')
    .set({ public_key: sql<string>`new_brand_public_key()`, created_at: now })
    .where('brand_id', '=', brand.id)
    .returning('public_key')
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'This brand has no public coverage link');
  return { key: row.public_key };
}
