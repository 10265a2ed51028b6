import type { Kysely } from 'kysely';
import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import { sessionEndpoints } from '../../schema/rest/session';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { loadBrandInfo } from './load-brand-info';

/** The brand search offers at most 100 brands. */
const CACHED_BRANDS_LIMIT = 100;

/** GET /channel/config and GET /channel/cachedBrands. */
export function createChannelEndpoints({ db }: { db: Kysely<Database> }) {
  return [
    // Any signed-in user: the brand of the channel they stand in now.
    implement(sessionEndpoints.getChannelConfig, ({ caller }) => loadBrandInfo(db, caller.user.channel_id)),
    // Operator staff in the operator channel only (checked by the endpoint's access).
    implement(sessionEndpoints.getCachedBrands, async () => ({
      brands: await db
        .selectFrom('brands')
        .select(['id as brandId', 'name'])
        .where('id', '<>', OPERATOR_CHANNEL)
        .orderBy('name')
        .orderBy('id')
        .limit(CACHED_BRANDS_LIMIT)
        .execute(),
    })),
  ];
}
