import type { Kysely } from 'kysely';
import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import type { SearchHit } from '../../schema/rest/search';
import type { Database } from '../db/database-schema';
import { likePattern } from './like-pattern';

/** The brand search offers at most 100 brands. */
const BRAND_LIMIT = 100;

/** Brands by name fragment or id prefix, the operator's own brand left out (as GET /channel/cachedBrands). */
export async function searchBrands(db: Kysely<Database>, q: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('id', '<>', OPERATOR_CHANNEL)
    .where((eb) =>
      eb.or([
        eb('name', 'ilike', likePattern(q, { anywhere: true })),
        eb('id', 'like', likePattern(q, { anywhere: false })),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(Math.min(limit, BRAND_LIMIT))
    .execute();
  return rows.map((row) => ({ type: 'brand', id: row.id, name: row.name }));
}
