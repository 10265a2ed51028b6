import { TEMPORAL_KINDS, TEMPORAL_STATES } from '../../../schema/rest/temporal-subscription-rules';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import type { TemporalRow } from './temporal-row';
import { TemporalSubscriptionsQuery } from './temporal-subscription-documents';

function oneOf<Value extends string>(list: readonly Value[], value: string | undefined): Value | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as Value) : null;
}

/** One page of terms for the queue's filters; the api sorts (by end date, soonest first) and pages. */
export function loadTemporalSubscriptions(query: QueueQuery): QueuePageQuery<TemporalRow> {
  return queuePageQuery(
    TemporalSubscriptionsQuery,
    {
      first: query.first,
      after: query.after,
      kind: oneOf(TEMPORAL_KINDS, query.filters.kind),
      state: oneOf(TEMPORAL_STATES, query.filters.state),
    },
    (data) => ({
      rows: data.temporalSubscriptions.edges.map((edge) => edge.node),
      endCursor: data.temporalSubscriptions.pageInfo.endCursor,
      hasNextPage: data.temporalSubscriptions.pageInfo.hasNextPage,
    }),
  );
}
