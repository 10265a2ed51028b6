import { z } from 'zod';
import { brandInfoSchema, brandSummarySchema, sessionUserSchema } from '../domain/session';

/** GET /session */
export const getSessionResponse = sessionUserSchema;
/** GET /channel/config */
export const getChannelConfigResponse = brandInfoSchema;
/** GET /channel/cachedBrands */
export const getCachedBrandsResponse = z.object({ brands: z.array(brandSummarySchema) });
/** PUT /user/channel: enter a sub-channel; omit channel to return to the original one. */
export const putUserChannelRequest = z.object({
  email: z.string().email().optional(),
  channel: z.string().min(1).optional(),
});
export const putUserChannelResponse = sessionUserSchema;
