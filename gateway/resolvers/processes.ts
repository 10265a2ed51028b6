import { processEndpoints } from '../../schema/rest/processes';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';
import { processOf } from './process-of';

export const processResolvers: Resolvers = {
  Query: {
    processes: async (_parent, args, { rest }) => {
      const page = await rest.call(processEndpoints.listProcesses, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          type: args.type ?? undefined,
          status: args.status ?? undefined,
          search: args.search ?? undefined,
          created: args.created ?? undefined,
          sort: args.sort ?? undefined,
          order: args.order ?? undefined,
        },
      });
      return {
        ...keysetConnection(page.items.map(processOf), page.nextCursor),
        totalEstimate: page.totalEstimate,
      };
    },
    process: async (_parent, { id }, { rest }) =>
      processOf(await rest.call(processEndpoints.getProcess, { query: { id } })),
  },
  Mutation: {
    cancelProcess: async (_parent, { id, reason }, { rest }) =>
      processOf(await rest.call(processEndpoints.cancelProcess, { params: { id }, body: { reason } })),
  },
};
