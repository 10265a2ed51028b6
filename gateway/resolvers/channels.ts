import { channelManagementEndpoints } from '../../schema/rest/channel-management';
import type { Resolvers } from '../generated/resolvers';

const DEFAULT_USERS_PAGE = 50;

export const channelResolvers: Resolvers = {
  Query: {
    channels: (_parent, { channel }, { rest }) =>
      rest.call(channelManagementEndpoints.getChannels, { query: { channel: channel ?? undefined } }),
    channelUsers: (_parent, args, { rest }) =>
      rest.call(channelManagementEndpoints.getChannelUsers, {
        query: {
          channel: args.channel ?? undefined,
          status: args.status ?? undefined,
          cursor: args.after ?? undefined,
          limit: args.first ?? DEFAULT_USERS_PAGE,
        },
      }),
    channelUserHistory: (_parent, { email }, { rest }) =>
      rest.call(channelManagementEndpoints.getUserHistory, { query: { email } }),
  },
  Mutation: {
    addSubChannel: (_parent, { parent, name }, { rest }) =>
      rest.call(channelManagementEndpoints.putChannel, { body: { channel: parent ?? undefined, name } }),
    createChannelUser: (_parent, args, { rest }) =>
      rest.call(channelManagementEndpoints.postUser, {
        body: {
          email: args.email,
          fullName: args.fullName ?? undefined,
          role: args.role ?? undefined,
          channel: args.channel ?? undefined,
        },
      }),
    updateChannelUser: (_parent, args, { rest }) =>
      rest.call(channelManagementEndpoints.putUser, {
        body: { email: args.email, role: args.role ?? undefined, fullName: args.fullName ?? undefined },
      }),
    removeChannelUser: (_parent, { email }, { rest }) =>
      rest.call(channelManagementEndpoints.deleteUser, { body: { email } }),
    disableChannelUser: (_parent, { email }, { rest }) =>
      rest.call(channelManagementEndpoints.disableUser, { body: { email } }),
  },
};
