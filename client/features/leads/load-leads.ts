import { LEAD_SELL_TYPES, LEAD_STATUSES } from '../../../schema/domain/vocabulary/lead';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { LeadsQuery } from './lead-documents';
import type { LeadRow } from './lead-row';

/** One page of the leads queue for the QueuePage's query (filters status, sellType and search). */
export function loadLeads(query: QueueQuery): QueuePageQuery<LeadRow> {
  const { status, sellType, search } = query.filters;
  return queuePageQuery(
    LeadsQuery,
    {
      first: query.first,
      after: query.after,
      // A hand-edited URL with an unknown value filters nothing rather than failing the page.
      status: LEAD_STATUSES.find((value) => value === status) ?? null,
      sellType: LEAD_SELL_TYPES.find((value) => value === sellType) ?? null,
      search: search?.trim() || null,
    },
    (data) => {
      return {
        rows: data.leads.edges.map((edge) => edge.node),
        endCursor: data.leads.pageInfo.endCursor ?? null,
        hasNextPage: data.leads.pageInfo.hasNextPage,
      };
    },
  );
}
