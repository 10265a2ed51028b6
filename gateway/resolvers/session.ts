import {
  getCachedBrandsResponse,
  getChannelConfigResponse,
  getSessionResponse,
  putUserChannelResponse,
} from '../../schema/rest/session';
import type { Resolvers } from '../generated/resolvers';

export const sessionResolvers: Resolvers = {
  Query: {
    session: (_parent, _args, { rest }) => rest.request('GET', '/session', getSessionResponse),
    brand: async (_parent, _args, { rest }) => {
      const brand = await rest.request('GET', '/channel/config', getChannelConfigResponse);
      return { ...brand, superAdminEmail: brand.superAdmin?.email ?? null };
    },
    cachedBrands: async (_parent, _args, { rest }) =>
      (await rest.request('GET', '/channel/cachedBrands', getCachedBrandsResponse)).brands,
  },
  Mutation: {
    enterChannel: (_parent, { channel }, { rest }) =>
      rest.request('PUT', '/user/channel', putUserChannelResponse, { channel }),
    returnToOriginalChannel: (_parent, _args, { rest }) =>
      rest.request('PUT', '/user/channel', putUserChannelResponse, {}),
  },
};
