import { portabilityEndpoints } from '../../schema/rest/portabilities';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

export const portabilityResolvers: Resolvers = {
  Query: {
    portabilities: async (_parent, args, { rest }) => {
      const page = await rest.call(portabilityEndpoints.listPortabilities, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          direction: args.direction ?? undefined,
          status: args.status ?? undefined,
          search: args.search ?? undefined,
          created: args.created ?? undefined,
          operator: args.operator ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
  },
  Mutation: {
    cancelPortability: (_parent, { id, reason }, { rest }) =>
      rest.call(portabilityEndpoints.cancelPortability, { params: { id }, body: { reason } }),
    relaunchPortability: (_parent, { id }, { rest }) =>
      rest.call(portabilityEndpoints.relaunchPortability, { params: { id }, body: {} }),
  },
};
