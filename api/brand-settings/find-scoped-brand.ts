import { type Kysely, sql } from 'kysely';
import { inChannelSubtree } from '../channels/channel-scope';
import type { BrandRow, Database, UserRow } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * The brand whose settings the caller may read and change: `brandId` when given, else the brand of the caller's
 * current channel. Either way the brand's own top channel must lie in the caller's current subtree (checked in
 * SQL), so staff standing in a sub-channel do not manage the brand above them, operator staff in channel 0 reach
 * every brand, and a brand out of scope answers 404 as if it did not exist.
 */
export async function findScopedBrand(
  db: Kysely<Database>,
  user: Pick<UserRow, 'channel_id'>,
  brandId: string | undefined,
): Promise<BrandRow> {
  const target = brandId ?? sql<string>`(select brand_id from channels where id = ${user.channel_id})`;
  const brand = await db
    .selectFrom('brands')
    .innerJoin('channels as top', 'top.brand_id', 'brands.id')
    .selectAll('brands')
    .where('brands.id', '=', target)
    .where((eb) =>
      eb.or([
        eb('top.parent_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('channels as parent')
              .select('parent.id')
              .whereRef('parent.id', '=', 'top.parent_id')
              .whereRef('parent.brand_id', '=', 'brands.id'),
          ),
        ),
      ]),
    )
    .where(inChannelSubtree('top.id', user.channel_id))
    .executeTakeFirst();
  if (!brand) throw new ApiError(404, 'NOT_FOUND', 'No such brand in your channel');
  return brand;
}
