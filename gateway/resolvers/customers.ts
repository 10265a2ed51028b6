import { customerEndpoints } from '../../schema/rest/customers';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

export const customerResolvers: Resolvers = {
  Query: {
    customers: async (_parent, args, { rest }) => {
      const page = await rest.call(customerEndpoints.listCustomers, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          search: args.search ?? undefined,
          type: args.type ?? undefined,
          sort: args.sort ?? undefined,
          order: args.order ?? undefined,
        },
      });
      return { ...keysetConnection(page.items, page.nextCursor), totalEstimate: page.totalEstimate };
    },
    customer: (_parent, { fiscalId, brandId }, { rest }) =>
      rest.call(customerEndpoints.getCustomer, { query: { fiscalId, brandId: brandId ?? undefined } }),
  },
};
