import { customerEndpoints } from '../../schema/rest/customers';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptions: async (_parent, args, { rest }) => {
      const page = await rest.call(customerEndpoints.listSubscriptions, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          status: args.status ?? undefined,
          family: args.family ?? undefined,
          fiscalId: args.fiscalId ?? undefined,
          lineNumber: args.lineNumber ?? undefined,
          includeTerminated:
            args.includeTerminated == null ? undefined : args.includeTerminated ? 'true' : 'false',
          sort: args.sort ?? undefined,
          order: args.order ?? undefined,
        },
      });
      return { ...keysetConnection(page.items, page.nextCursor), totalEstimate: page.totalEstimate };
    },
  },
};
