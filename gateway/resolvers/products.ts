import { customerEndpoints } from '../../schema/rest/customers';
import type { Resolvers } from '../generated/resolvers';

export const productResolvers: Resolvers = {
  Query: {
    brandProducts: async (_parent, { family, status }, { rest }) =>
      (
        await rest.call(customerEndpoints.listBrandProducts, {
          query: { family: family ?? undefined, status: status ?? undefined },
        })
      ).items,
  },
};
