import type { Kysely } from 'kysely';
import { findScopedBrand } from '../brand-settings/find-scoped-brand';
import type { Database, UserRow } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * GET /coverage/public-key: the key of the caller's brand, for staff whose current channel holds the brand's top
 * channel (as for the brand settings); the operator's own brand has none (404).
 */
export async function loadPublicCoverageKey(
  db: Kysely<Database>,
  user: Pick<UserRow, 'channel_id'>,
): Promise<{ key: string }> {
  const brand = await findScopedBrand(db, user, undefined);
  const row = await db
    .selectFrom('brand_public_keys')
    .select('public_key')
    .where('brand_id', '=', brand.id)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'This brand has no public coverage link');
  return { key: row.public_key };
}
