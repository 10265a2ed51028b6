import { brandSettingsEndpoints } from '../../schema/rest/brand-settings';
import type { Resolvers } from '../generated/resolvers';

export const publicPageResolvers: Resolvers = {
  Mutation: {
    verifyEmail: (_parent, { token }, { rest }) =>
      rest.call(brandSettingsEndpoints.verifyEmail, { query: { token } }),
  },
};
