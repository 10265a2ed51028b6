import { sessionEndpoints } from '../../schema/rest/session';
import type { Resolvers } from '../generated/resolvers';
import { currentBrandLoader } from '../loaders/current-brand-loader';
import { CALLER, sessionLoader } from '../loaders/session-loader';

export const sessionResolvers: Resolvers = {
  Query: {
    session: (_parent, _args, { loaders }) => loaders.of(sessionLoader).load(CALLER),
    brand: async (_parent, _args, { loaders }) => {
      const brand = await loaders.of(currentBrandLoader).load(CALLER);
      return { ...brand, superAdminEmail: brand.superAdmin?.email ?? null };
    },
    cachedBrands: async (_parent, _args, { rest }) =>
      (await rest.call(sessionEndpoints.getCachedBrands)).brands,
  },
  Mutation: {
    enterChannel: (_parent, { channel }, { rest }) =>
      rest.call(sessionEndpoints.putUserChannel, { body: { channel } }),
    returnToOriginalChannel: (_parent, _args, { rest }) =>
      rest.call(sessionEndpoints.putUserChannel, { body: {} }),
  },
};
