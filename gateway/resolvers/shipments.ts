import { shipmentEndpoints } from '../../schema/rest/shipments';
import type { Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

export const shipmentResolvers: Resolvers = {
  Query: {
    shipments: async (_parent, args, { rest }) => {
      const page = await rest.call(shipmentEndpoints.listShipments, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          status: args.status ?? undefined,
          group: args.group ?? undefined,
          search: args.search ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    shipment: (_parent, { id }, { rest }) => rest.call(shipmentEndpoints.getShipment, { query: { id } }),
  },
  Mutation: {
    cancelShipment: (_parent, { id, reason }, { rest }) =>
      rest.call(shipmentEndpoints.cancelShipment, { params: { id }, body: { reason } }),
  },
};
