import type { CatalogueChannelTreeQuery, CatalogueChannelUsersQuery } from '../../generated/graphql';

/** One sub-channel of the channels queue. */
export type ChannelRow = CatalogueChannelTreeQuery['channels']['subChannels'][number];

/** One user of the channel users queue. */
export type ChannelUserRow = CatalogueChannelUsersQuery['channelUsers']['users'][number];
