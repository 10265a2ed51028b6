import type { BrandInfo } from '../../schema/domain/session';
import { sessionEndpoints } from '../../schema/rest/session';
import { defineLoader } from '../request-loaders';
import type { CALLER } from './session-loader';

/** GET /channel/config (the brand of the caller's current channel) once per request. */
export const currentBrandLoader = defineLoader<typeof CALLER, BrandInfo>({
  name: 'currentBrand',
  async batch(rest, keys) {
    const brand = await rest.call(sessionEndpoints.getChannelConfig);
    return keys.map(() => brand);
  },
});
