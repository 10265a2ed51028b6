import { CHANNEL_STATUSES } from '../../../schema/domain/vocabulary/channel';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { ChannelTreeQuery } from './channel-documents';
import type { ChannelRow } from './channel-row';

/**
 * The direct sub-channels of the current channel. The api answers them all at once (a channel has tens, not
 * thousands), so the page's status and name filters apply here and there is a single page.
 */
export function loadChannels(query: QueueQuery): QueuePageQuery<ChannelRow> {
  return queuePageQuery(ChannelTreeQuery, { channel: null }, (data) => {
    const status = CHANNEL_STATUSES.find((value) => value === query.filters.status);
    const search = query.filters.search?.trim().toLocaleLowerCase();
    const rows = data.channels.subChannels.filter(
      (channel) =>
        (!status || channel.status === status) &&
        (!search || channel.name.toLocaleLowerCase().includes(search) || channel.id.includes(search)),
    );
    return { rows, endCursor: null, hasNextPage: false, totalEstimate: rows.length };
  });
}
