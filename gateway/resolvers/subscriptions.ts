import { customerEndpoints } from '../../schema/rest/customers';
import type { Resolvers } from '../generated/resolvers';
import { brandProductLoader } from '../loaders/brand-product-loader';
import { customerByIdLoader } from '../loaders/customer-by-id-loader';
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
          started: args.started ?? undefined,
          ended: args.ended ?? undefined,
          sort: args.sort ?? undefined,
          order: args.order ?? undefined,
        },
      });
      return { ...keysetConnection(page.items, page.nextCursor), totalEstimate: page.totalEstimate };
    },
  },
  Subscription: {
    customer: (subscription, _args, { loaders }) =>
      loaders.of(customerByIdLoader).load(subscription.customerId),
    product: (subscription, _args, { loaders }) =>
      subscription.productId ? loaders.of(brandProductLoader).load(subscription.productId) : null,
  },
};
