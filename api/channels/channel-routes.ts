import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { OPERATOR_CHANNEL } from '../../schema/domain/roles';
import type { BrandInfo } from '../../schema/domain/session';
import type { getCachedBrandsResponse } from '../../schema/rest/session';
import { callerOf } from '../auth/request-caller';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadBrandInfo } from './load-brand-info';

/** Spec section 9: the brand search offers at most 100 brands. */
const CACHED_BRANDS_LIMIT = 100;

/** GET /channel/config and GET /channel/cachedBrands. */
export function createChannelRoutes({ db }: { db: Kysely<Database> }): Router {
  const router = Router();

  // Any signed-in user: the brand of the channel they stand in now.
  router.get('/channel/config', async (req, res) => {
    const body: BrandInfo = await loadBrandInfo(db, callerOf(req).user.channel_id);
    res.json(body);
  });

  // Brand search is only for operator staff standing in the operator channel (spec section 2).
  router.get('/channel/cachedBrands', async (req, res) => {
    const { user } = callerOf(req);
    if (user.original_channel_id !== OPERATOR_CHANNEL || user.channel_id !== OPERATOR_CHANNEL) {
      throw new ApiError(403, 'FORBIDDEN', 'Only operator staff in the operator channel can list brands');
    }
    const brands = await db
      .selectFrom('brands')
      .select(['id as brandId', 'name'])
      .where('id', '<>', OPERATOR_CHANNEL)
      .orderBy('name')
      .orderBy('id')
      .limit(CACHED_BRANDS_LIMIT)
      .execute();
    const body: z.infer<typeof getCachedBrandsResponse> = { brands };
    res.json(body);
  });

  return router;
}
