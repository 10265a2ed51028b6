import {
  PORTABILITY_STATUSES,
  type PortabilityDirection,
} from '../../../schema/domain/vocabulary/portability';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { dashboardPeriodOf } from '../../ui/dashboard-period-filter';
import { PortabilitiesQuery } from './portability-documents';
import type { PortabilityRow } from './portability-row';

/** One page of incoming or outgoing portabilities for the QueuePage's query (status, search, period, operator). */
export function loadPortabilities(
  direction: PortabilityDirection,
  query: QueueQuery,
): QueuePageQuery<PortabilityRow> {
  const { status, search, created, operator } = query.filters;
  return queuePageQuery(
    PortabilitiesQuery,
    {
      first: query.first,
      after: query.after,
      direction,
      // A hand-edited URL with an unknown status filters nothing rather than failing the page.
      status: PORTABILITY_STATUSES.find((value) => value === status) ?? null,
      search: search?.trim() || null,
      created: dashboardPeriodOf(created),
      operator: operator?.trim() || null,
    },
    (data) => {
      return {
        rows: data.portabilities.edges.map((edge) => edge.node),
        endCursor: data.portabilities.pageInfo.endCursor ?? null,
        hasNextPage: data.portabilities.pageInfo.hasNextPage,
      };
    },
  );
}
