import { CHANNEL_USER_STATUSES } from '../../../schema/domain/vocabulary/channel';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { ChannelUsersQuery } from './channel-documents';
import type { ChannelUserRow } from './channel-row';

/** The api's largest page of channel users (schema/rest/channel-management.ts). */
const USERS_PAGE_MAX = 200;

/** One page of users whose original channel is the `channel` filter (default: the current channel), by e-mail. */
export function loadChannelUsers(query: QueueQuery): QueuePageQuery<ChannelUserRow> {
  const channel = query.filters.channel?.trim() || null;
  return queuePageQuery(
    ChannelUsersQuery,
    {
      channel,
      // A hand-edited URL with an unknown value filters nothing rather than failing the page.
      status: CHANNEL_USER_STATUSES.find((value) => value === query.filters.status) ?? null,
      first: Math.min(query.first, USERS_PAGE_MAX),
      after: query.after,
    },
    (data) => {
      const { users, nextCursor } = data.channelUsers;
      return { rows: users, endCursor: nextCursor, hasNextPage: nextCursor !== null };
    },
  );
}
