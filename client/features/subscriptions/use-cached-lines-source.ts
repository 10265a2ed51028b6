import { useCallback } from 'react';
import type { CachedSubscription } from '../../cache/cache-database';
import { isCacheUsable, useCacheState } from '../../cache/cache-state';
import { canServeFromCache, createCachedSubscriptionsSource } from '../../cache/cached-subscriptions-source';
import type { QueueView, QueueVirtualSource } from '../../queues/queue-types';
import type { SubscriptionRow } from './subscription-row';

function toSubscriptionRow(row: CachedSubscription): SubscriptionRow {
  return {
    subscriptionId: row.subscriptionId,
    lineNumber: row.lineNumber,
    fiscalId: row.fiscalId,
    customerName: row.customerName,
    customerFirstSurname: row.customerFirstSurname,
    customerLastSurname: row.customerLastSurname,
    productName: row.productName,
    alias: row.alias,
    status: row.status,
    family: row.family,
    startDate: row.startDate,
    endDate: row.endDate,
    finalPrice: row.finalPrice,
    fixedNumber: row.fixedNumber,
    icc: row.icc,
    carrier: row.carrier,
    technology: row.technology,
    installationAddress: row.installationAddress,
    created: row.created,
    modified: row.modified,
  };
}

/**
 * /subs from the local cache once it holds the lines (every row of the view in one virtualized list, read a window
 * at a time through its indexes), and from the server's pages before that or for views the cache cannot answer
 * (terminated lines, other sorts). A refresh that failed keeps serving the cached rows (docs/decisions.md).
 */
export function useCachedLinesSource(): (view: QueueView) => QueueVirtualSource<SubscriptionRow> | null {
  const usable = isCacheUsable(useCacheState().subscriptions);
  return useCallback(
    (view: QueueView) =>
      usable && canServeFromCache(view)
        ? createCachedSubscriptionsSource(view, { mapRow: toSubscriptionRow })
        : null,
    [usable],
  );
}
