import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/** The brand a public coverage key names, with the top channel its leads land in. */
export type PublicCoverageBrand = {
  brandId: string;
  name: string;
  logoURL: string | null;
  topChannelId: string;
};

/**
 * The brand of a public coverage link's key. An unknown key, or a brand whose top channel is blocked, answers
 * 404 PUBLIC_LINK_INVALID: the page then shows no form and learns nothing about which brands exist.
 */
export async function findBrandByPublicKey(
  db: Pick<Kysely<Database>, 'selectFrom'>,
  key: string,
): Promise<PublicCoverageBrand> {
  const brand = await db
    .selectFrom('brand_public_keys as keys')
    .innerJoin('brands', 'brands.id', 'keys.brand_id')
    .innerJoin('channels as top', 'top.brand_id', 'brands.id')
    .leftJoin('channels as parent', 'parent.id', 'top.parent_id')
    .select(['brands.id as brandId', 'brands.name', 'brands.logo_url as logoURL', 'top.id as topChannelId'])
    .where('keys.public_key', '=', key)
    .where('top.status', '=', 'ACTIVE')
    // The brand's top channel: the one whose parent belongs to another brand (the operator's channel 0).
    .where((eb) => eb.or([eb('parent.id', 'is', null), eb('parent.brand_id', '!=', eb.ref('brands.id'))]))
    .executeTakeFirst();
  if (!brand) throw new ApiError(404, 'PUBLIC_LINK_INVALID', 'This coverage link is not valid', 'key');
  return brand;
}
