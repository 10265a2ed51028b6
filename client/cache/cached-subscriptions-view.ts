import { CACHED_SUBSCRIPTION_SORTS, type CachedSubscriptionSort } from './cache-database';

// A view of the /subs queue and the cache sort that answers it. Both the source and its lazily loaded reads
// need them, so they live apart from either: the reads chunk must not import the module that loads it.

export type CachedSubscriptionsView = {
  sort: { id: string; desc: boolean } | null;
  filters: Readonly<Record<string, string>>;
};

export const DEFAULT_SORT: CachedSubscriptionSort = 'lineNumber';

export function sortKeyOf(view: CachedSubscriptionsView): CachedSubscriptionSort | null {
  const id = view.sort?.id ?? DEFAULT_SORT;
  return (CACHED_SUBSCRIPTION_SORTS as readonly string[]).includes(id)
    ? (id as CachedSubscriptionSort)
    : null;
}
