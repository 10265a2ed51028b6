import { LEAD_SELL_TYPES, LEAD_STATUSES } from '../../../schema/domain/vocabulary/lead';
import type { QueuePageResult, QueueQuery } from '../../queues/queue-page';
import { runOperation } from '../../session/graphql-client';
import { LeadsQuery } from './lead-documents';
import type { LeadRow } from './lead-row';

/** One page of the leads queue for the QueuePage's query (filters status, sellType and search). */
export async function loadLeads(query: QueueQuery): Promise<QueuePageResult<LeadRow>> {
  const { status, sellType, search } = query.filters;
  const data = await runOperation(
    LeadsQuery,
    {
      first: query.first,
      after: query.after,
      // A hand-edited URL with an unknown value filters nothing rather than failing the page.
      status: LEAD_STATUSES.find((value) => value === status) ?? null,
      sellType: LEAD_SELL_TYPES.find((value) => value === sellType) ?? null,
      search: search?.trim() || null,
    },
    'query',
  );
  return {
    rows: data.leads.edges.map((edge) => edge.node),
    endCursor: data.leads.pageInfo.endCursor ?? null,
    hasNextPage: data.leads.pageInfo.hasNextPage,
  };
}
