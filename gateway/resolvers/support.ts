import { supportEndpoints } from '../../schema/rest/support';
import type { Resolvers } from '../generated/resolvers';

export const supportResolvers: Resolvers = {
  Query: {
    supportChannels: (_parent, _args, { rest }) => rest.call(supportEndpoints.getSupportChannels),
  },
  Mutation: {
    sendSupportMessage: (_parent, { topic, message, page }, { rest }) =>
      rest.call(supportEndpoints.postSupportMessage, {
        body: { topic, message, page: page ?? undefined },
      }),
  },
};
