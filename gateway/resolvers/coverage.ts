import type { PROVINCE_CODES } from '../../schema/domain/provinces';
import { coverageEndpoints } from '../../schema/rest/coverage';
import type { Resolvers } from '../generated/resolvers';

type ProvinceCode = (typeof PROVINCE_CODES)[number];

export const coverageResolvers: Resolvers = {
  Mutation: {
    checkCoverage: (_parent, { address }, { rest }) =>
      rest.call(coverageEndpoints.checkCoverage, {
        // An unknown province code is refused by the api with INVALID_REQUEST on `province`.
        body: { ...address, province: address.province as ProvinceCode },
      }),
  },
};
