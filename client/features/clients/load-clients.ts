import { CUSTOMER_TYPES } from '../../../schema/domain/vocabulary/customer';
import type { CustomerSort } from '../../generated/graphql';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { ClientsQuery } from './client-documents';
import type { ClientRow } from './client-row';

/** Columns the api sorts by (its sort keys are the column ids). */
const SORTS: readonly CustomerSort[] = ['name', 'fiscalId', 'created'];

/** One page of customers for the QueuePage's query: search, customer type, and a sort the api knows. */
export function loadClients(query: QueueQuery): QueuePageQuery<ClientRow> {
  const { search, type } = query.filters;
  const sort = SORTS.find((key) => key === query.sort?.id) ?? null;
  return queuePageQuery(
    ClientsQuery,
    {
      first: query.first,
      after: query.after,
      search: search?.trim() || null,
      // A hand-edited URL with an unknown value filters nothing rather than failing the page.
      type: CUSTOMER_TYPES.find((value) => value === type) ?? null,
      sort,
      order: sort ? (query.sort?.desc ? 'desc' : 'asc') : null,
    },
    (data) => {
      return {
        rows: data.customers.edges.map((edge) => edge.node),
        endCursor: data.customers.pageInfo.endCursor ?? null,
        hasNextPage: data.customers.pageInfo.hasNextPage,
        totalEstimate: data.customers.totalEstimate,
      };
    },
  );
}
