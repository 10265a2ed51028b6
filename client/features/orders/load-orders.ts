import { ORDER_STATUSES } from '../../../schema/domain/vocabulary/order';
import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { dashboardPeriodOf } from '../../ui/dashboard-period-filter';
import { DraftOrdersQuery, LaunchedOrdersQuery } from './order-documents';
import type { OrderRow } from './order-row';

// A hand-edited URL with an unknown value filters nothing rather than failing the page.
const familyOf = (value: string | undefined) => PRODUCT_FAMILIES.find((family) => family === value) ?? null;

/** One page of draft orders (filters status, family, search and the period they were created in). */
export function loadDraftOrders(query: QueueQuery): QueuePageQuery<OrderRow> {
  return queuePageQuery(
    DraftOrdersQuery,
    {
      first: query.first,
      after: query.after,
      status: ORDER_STATUSES.find((status) => status === query.filters.status) ?? null,
      family: familyOf(query.filters.family),
      search: query.filters.search?.trim() || null,
      created: dashboardPeriodOf(query.filters.created),
    },
    (data) => {
      return {
        rows: data.draftOrders.edges.map((edge) => edge.node),
        endCursor: data.draftOrders.pageInfo.endCursor ?? null,
        hasNextPage: data.draftOrders.pageInfo.hasNextPage,
      };
    },
  );
}

/** One page of launched orders (status, family, search, creation and first launch periods; sort by creation). */
export function loadLaunchedOrders(query: QueueQuery): QueuePageQuery<OrderRow> {
  return queuePageQuery(
    LaunchedOrdersQuery,
    {
      first: query.first,
      after: query.after,
      status: ORDER_STATUSES.find((status) => status === query.filters.status) ?? null,
      family: familyOf(query.filters.family),
      search: query.filters.search?.trim() || null,
      created: dashboardPeriodOf(query.filters.created),
      launched: dashboardPeriodOf(query.filters.launched),
      order: query.sort?.id === 'created' && !query.sort.desc ? 'asc' : 'desc',
    },
    (data) => {
      return {
        rows: data.orders.edges.map((edge) => edge.node),
        endCursor: data.orders.pageInfo.endCursor ?? null,
        hasNextPage: data.orders.pageInfo.hasNextPage,
      };
    },
  );
}
