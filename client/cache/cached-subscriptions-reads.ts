import { type Collection, Dexie, type InsertType } from 'dexie';
import type { CacheDatabase, CachedSubscription, CachedSubscriptionSort } from './cache-database';
import { type CachedSubscriptionsView, DEFAULT_SORT, sortKeyOf } from './cached-subscriptions-view';

// Counts and windows of a /subs view answered by the cache's indexes (see cached-subscriptions-source.ts).

type SubscriptionCollection = Collection<
  CachedSubscription,
  string,
  InsertType<CachedSubscription, 'subscriptionId'>
>;

type Plan =
  /** An index range that is exactly the view, in order: count and offset are IndexedDB's. */
  | { kind: 'range'; collection: SubscriptionCollection }
  /** One customer's lines (a handful): read them and sort here. */
  | { kind: 'customer'; fiscalId: string };

function planOf(db: CacheDatabase, view: CachedSubscriptionsView): Plan {
  const sort = sortKeyOf(view) ?? DEFAULT_SORT;
  const { status, family, fiscalId, lineNumber } = view.filters;
  if (fiscalId) return { kind: 'customer', fiscalId };
  // With the line-number sort, a number prefix narrows the last component of the compound range.
  const low = sort === 'lineNumber' && lineNumber ? lineNumber : Dexie.minKey;
  const high = sort === 'lineNumber' && lineNumber ? `${lineNumber}\uffff` : Dexie.maxKey;
  const table = db.subscriptions;
  let collection: SubscriptionCollection;
  if (status && family) {
    collection = table
      .where(`[status+family+${sort}]`)
      .between([status, family, low], [status, family, high], true, true);
  } else if (status) {
    collection = table.where(`[status+${sort}]`).between([status, low], [status, high], true, true);
  } else if (family) {
    collection = table.where(`[family+${sort}]`).between([family, low], [family, high], true, true);
  } else if (lineNumber) {
    collection = table.where('lineNumber').startsWith(lineNumber);
  } else {
    collection = table.orderBy(sort);
  }
  if (view.sort?.desc) collection = collection.reverse();
  return { kind: 'range', collection };
}

/** Index order: the sort key, then the subscription id; descending reverses both. */
export function compareCachedSubscriptions(sort: CachedSubscriptionSort, desc: boolean) {
  return (a: CachedSubscription, b: CachedSubscription): number => {
    const order =
      a[sort] < b[sort]
        ? -1
        : a[sort] > b[sort]
          ? 1
          : a.subscriptionId < b.subscriptionId
            ? -1
            : a.subscriptionId > b.subscriptionId
              ? 1
              : 0;
    return desc ? -order : order;
  };
}

async function customerRows(db: CacheDatabase, view: CachedSubscriptionsView, fiscalId: string) {
  const { status, family, lineNumber } = view.filters;
  const rows = await db.subscriptions
    .where('[fiscalId+lineNumber]')
    .between([fiscalId, Dexie.minKey], [fiscalId, Dexie.maxKey], true, true)
    .toArray();
  return rows
    .filter(
      (row) =>
        (!status || row.status === status) &&
        (!family || row.family === family) &&
        (!lineNumber || row.lineNumber.startsWith(lineNumber)),
    )
    .sort(compareCachedSubscriptions(sortKeyOf(view) ?? DEFAULT_SORT, view.sort?.desc ?? false));
}

/** Rows of the view. */
export async function countCachedSubscriptions(
  db: CacheDatabase,
  view: CachedSubscriptionsView,
): Promise<number> {
  const plan = planOf(db, view);
  if (plan.kind === 'customer') return (await customerRows(db, view, plan.fiscalId)).length;
  return plan.collection.count();
}

/** Rows [from, to) of the view, in its order. */
export async function readCachedSubscriptions(
  db: CacheDatabase,
  view: CachedSubscriptionsView,
  from: number,
  to: number,
): Promise<CachedSubscription[]> {
  if (to <= from) return [];
  const plan = planOf(db, view);
  if (plan.kind === 'customer') return (await customerRows(db, view, plan.fiscalId)).slice(from, to);
  return plan.collection
    .offset(from)
    .limit(to - from)
    .toArray();
}
