import {
  PORTABILITY_STATUSES,
  type PortabilityDirection,
} from '../../../schema/domain/vocabulary/portability';
import type { QueuePageResult, QueueQuery } from '../../queues/queue-page';
import { runOperation } from '../../session/graphql-client';
import { PortabilitiesQuery } from './portability-documents';
import type { PortabilityRow } from './portability-row';

/** One page of incoming or outgoing portabilities for the QueuePage's query (filters status and search). */
export async function loadPortabilities(
  direction: PortabilityDirection,
  query: QueueQuery,
): Promise<QueuePageResult<PortabilityRow>> {
  const { status, search } = query.filters;
  const data = await runOperation(
    PortabilitiesQuery,
    {
      first: query.first,
      after: query.after,
      direction,
      // A hand-edited URL with an unknown status filters nothing rather than failing the page.
      status: PORTABILITY_STATUSES.find((value) => value === status) ?? null,
      search: search?.trim() || null,
    },
    'query',
  );
  return {
    rows: data.portabilities.edges.map((edge) => edge.node),
    endCursor: data.portabilities.pageInfo.endCursor ?? null,
    hasNextPage: data.portabilities.pageInfo.hasNextPage,
  };
}
