import type { ProvinceCode } from '../../schema/domain/provinces';
import { publicCoverageEndpoints } from '../../schema/rest/public-coverage';
import type { Resolvers } from '../generated/resolvers';

// An unknown province code is refused by the api with INVALID_REQUEST on `province`.
const provinceOf = (code: string) => code as ProvinceCode;

/** The public coverage pages' anonymous fields, and the console's read and rotation of its brand's key. */
export const publicCoverageResolvers: Resolvers = {
  Query: {
    publicCoverageBrand: (_parent, { key }, { rest }) =>
      rest.call(publicCoverageEndpoints.getPublicCoverageBrand, { query: { key } }),
    publicCoverageCities: async (_parent, { key, province, q }, { rest }) => {
      const { items } = await rest.call(publicCoverageEndpoints.searchPublicCoverageCities, {
        query: { key, province: provinceOf(province), q: q ?? '' },
      });
      return items;
    },
    publicCoverageKey: async (_parent, _args, { rest }) =>
      (await rest.call(publicCoverageEndpoints.getPublicCoverageKey, {})).key,
  },
  Mutation: {
    rotatePublicCoverageKey: async (_parent, _args, { rest }) =>
      (await rest.call(publicCoverageEndpoints.rotatePublicCoverageKey, { body: {} })).key,
    checkPublicCoverage: (_parent, { key, address }, { rest }) =>
      rest.call(publicCoverageEndpoints.checkPublicCoverage, {
        body: { key, address: { ...address, province: provinceOf(address.province) } },
      }),
    requestPublicCoverageLead: (_parent, { input }, { rest }) =>
      rest.call(publicCoverageEndpoints.createPublicCoverageLead, {
        body: {
          ...input,
          address: { ...input.address, province: provinceOf(input.address.province) },
          email: input.email ?? undefined,
          // GraphQL takes any boolean; the api refuses false on `acceptConsent`.
          acceptConsent: input.acceptConsent as true,
        },
      }),
  },
};
