import type { PAGE_SIZES } from '../../schema/rest/customers';

type PageSize = (typeof PAGE_SIZES)[number];

/**
 * `first` as the api's `limit`. Not checked here on purpose: the api owns the rule and answers a size it does not
 * accept with INVALID_REQUEST (field `limit`), which reaches the caller as a GraphQL error.
 */
export function pageSizeOf(first: number | null | undefined): PageSize | undefined {
  return first == null ? undefined : (String(first) as PageSize);
}

/**
 * A page of the api (`items`, `nextCursor`) as a cursor connection. The api has one keyset cursor per page, not
 * per row, so only the last edge carries a cursor (the same as `pageInfo.endCursor`).
 */
export function keysetConnection<T>(items: readonly T[], nextCursor: string | null) {
  const last = items.length - 1;
  return {
    edges: items.map((node, index) => ({ cursor: index === last ? nextCursor : null, node })),
    pageInfo: { hasNextPage: nextCursor !== null, endCursor: nextCursor },
  };
}
