import { RESOURCE_KINDS, RESOURCE_STATUSES } from '../../../schema/domain/vocabulary/resource';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { ResourcesQuery } from './resource-documents';
import type { ResourceRow } from './resource-row';

/** One page of the inventory by value, for the QueuePage's query (filters kind, status and search). */
export function loadResources(query: QueueQuery): QueuePageQuery<ResourceRow> {
  const { kind, status, search } = query.filters;
  return queuePageQuery(
    ResourcesQuery,
    {
      first: query.first,
      after: query.after,
      // A hand-edited URL with an unknown value filters nothing rather than failing the page.
      kind: RESOURCE_KINDS.find((value) => value === kind) ?? null,
      status: RESOURCE_STATUSES.find((value) => value === status) ?? null,
      search: search?.trim() || null,
    },
    (data) => {
      return {
        rows: data.resources.edges.map((edge) => edge.node),
        endCursor: data.resources.pageInfo.endCursor ?? null,
        hasNextPage: data.resources.pageInfo.hasNextPage,
        totalEstimate: data.resources.totalEstimate,
      };
    },
  );
}
