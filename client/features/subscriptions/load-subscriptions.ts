import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import { SUBSCRIPTION_STATUSES } from '../../../schema/domain/vocabulary/subscription';
import type { SubscriptionSort } from '../../generated/graphql';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { dashboardPeriodOf } from '../../ui/dashboard-period-filter';
import { SubscriptionsQueueQuery } from './subscription-documents';
import type { SubscriptionRow } from './subscription-row';

export const SUBSCRIPTION_SORTS = [
  'lineNumber',
  'created',
  'modified',
] as const satisfies readonly SubscriptionSort[];

function oneOf<Value extends string>(list: readonly Value[], value: string | undefined): Value | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as Value) : null;
}

/**
 * One page of lines for the queue's view. Terminated lines stay out unless the status filter asks for them or
 * the "include terminated" filter is on (the api's rule, docs/rest-api.md).
 */
export function loadSubscriptions(query: QueueQuery): QueuePageQuery<SubscriptionRow> {
  return queuePageQuery(
    SubscriptionsQueueQuery,
    {
      first: query.first,
      after: query.after,
      status: oneOf(SUBSCRIPTION_STATUSES, query.filters.status),
      family: oneOf(PRODUCT_FAMILIES, query.filters.family),
      fiscalId: query.filters.fiscalId?.trim().toUpperCase() || null,
      lineNumber: query.filters.lineNumber?.replace(/\D+/g, '') || null,
      includeTerminated: query.filters.terminated === 'include' ? true : null,
      started: dashboardPeriodOf(query.filters.started),
      ended: dashboardPeriodOf(query.filters.ended),
      sort: query.sort ? oneOf(SUBSCRIPTION_SORTS, query.sort.id) : null,
      order: query.sort ? (query.sort.desc ? 'desc' : 'asc') : null,
    },
    (data) => {
      const connection = data.subscriptions;
      return {
        rows: connection.edges.map((edge) => edge.node),
        endCursor: connection.pageInfo.endCursor,
        hasNextPage: connection.pageInfo.hasNextPage,
        totalEstimate: connection.totalEstimate,
      };
    },
  );
}
