import { RESOURCE_KINDS, RESOURCE_STATUSES } from '../../../schema/domain/vocabulary/resource';
import type { QueuePageResult, QueueQuery } from '../../queues/queue-page';
import { runOperation } from '../../session/graphql-client';
import { ResourcesQuery } from './resource-documents';
import type { ResourceRow } from './resource-row';

/** One page of the inventory by value, for the QueuePage's query (filters kind, status and search). */
export async function loadResources(query: QueueQuery): Promise<QueuePageResult<ResourceRow>> {
  const { kind, status, search } = query.filters;
  const data = await runOperation(
    ResourcesQuery,
    {
      first: query.first,
      after: query.after,
      // A hand-edited URL with an unknown value filters nothing rather than failing the page.
      kind: RESOURCE_KINDS.find((value) => value === kind) ?? null,
      status: RESOURCE_STATUSES.find((value) => value === status) ?? null,
      search: search?.trim() || null,
    },
    'query',
  );
  return {
    rows: data.resources.edges.map((edge) => edge.node),
    endCursor: data.resources.pageInfo.endCursor ?? null,
    hasNextPage: data.resources.pageInfo.hasNextPage,
    totalEstimate: data.resources.totalEstimate,
  };
}
