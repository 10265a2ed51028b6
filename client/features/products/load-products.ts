import { PRODUCT_FAMILIES, PRODUCT_STATUSES } from '../../../schema/domain/vocabulary/product';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { ProductsQuery } from './product-documents';
import type { ProductRow } from './product-row';

/** One page of the catalogue, by name (the api's only order), for the QueuePage's query. */
export function loadProducts(query: QueueQuery): QueuePageQuery<ProductRow> {
  const { status, family, search } = query.filters;
  return queuePageQuery(
    ProductsQuery,
    {
      first: query.first,
      after: query.after,
      // A hand-edited URL with an unknown value filters nothing rather than failing the page.
      status: PRODUCT_STATUSES.find((value) => value === status) ?? null,
      family: PRODUCT_FAMILIES.find((value) => value === family) ?? null,
      search: search?.trim() || null,
    },
    (data) => {
      return {
        rows: data.products.edges.map((edge) => edge.node),
        endCursor: data.products.pageInfo.endCursor ?? null,
        hasNextPage: data.products.pageInfo.hasNextPage,
      };
    },
  );
}
