import { temporalSubscriptionEndpoints as endpoints } from '../../schema/rest/temporal-subscriptions';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

/** Terms of lines and add-ons, the line's history and product items: one REST call per field. */
export const temporalSubscriptionResolvers: Resolvers = {
  Query: {
    temporalSubscriptions: async (_parent, args, { rest }) => {
      const page = await rest.call(endpoints.listTemporalSubscriptions, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          kind: args.kind ?? undefined,
          state: args.state ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    subscriptionHistory: async (_parent, query, { rest }) =>
      (await rest.call(endpoints.getSubscriptionHistory, { query })).items,
    subscriptionProductItems: async (_parent, query, { rest }) =>
      (await rest.call(endpoints.getSubscriptionProductItems, { query })).items,
  },
  Mutation: {
    extendTemporalSubscription: (_parent, { subscriptionId, fiscalId, index, endDate }, { rest }) =>
      rest.call(endpoints.extendTemporalSubscription, {
        body: { subscriptionId, fiscalId, endDate, index: index ?? undefined },
      }),
    endTemporalSubscription: (_parent, { subscriptionId, fiscalId, index, reason }, { rest }) =>
      rest.call(endpoints.endTemporalSubscription, {
        body: { subscriptionId, fiscalId, reason, index: index ?? undefined },
      }),
  },
};
