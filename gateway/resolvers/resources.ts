import { resourceEndpoints } from '../../schema/rest/resources';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

export const resourceResolvers: Resolvers = {
  Query: {
    resources: async (_parent, args, { rest }) => {
      const page = await rest.call(resourceEndpoints.listResources, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          kind: args.kind ?? undefined,
          status: args.status ?? undefined,
          search: args.search ?? undefined,
        },
      });
      return { ...keysetConnection(page.items, page.nextCursor), totalEstimate: page.totalEstimate };
    },
  },
  Mutation: {
    addResources: (_parent, { kind, values, channel }, { rest }) =>
      rest.call(resourceEndpoints.addResources, { body: { kind, values, channel: channel ?? undefined } }),
    changeResourceStatus: (_parent, { id, status }, { rest }) =>
      rest.call(resourceEndpoints.changeResourceStatus, { params: { id }, body: { status } }),
    assignResourcesChannel: (_parent, { ids, channel }, { rest }) =>
      rest.call(resourceEndpoints.assignResourcesChannel, { body: { ids, channel } }),
  },
};
