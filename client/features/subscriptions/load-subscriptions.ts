import type { ProductFamily, SubscriptionSort, SubscriptionStatus } from '../../generated/graphql';
import type { QueuePageResult, QueueQuery } from '../../queues/queue-types';
import { runOperation } from '../../session/graphql-client';
import { SubscriptionsQueueQuery } from './subscription-documents';
import type { SubscriptionRow } from './subscription-row';

/** Spec section 4 (the possible undefined status is UNKNOWN). */
export const SUBSCRIPTION_STATUSES = [
  'ACTIVE',
  'CANCELED',
  'TERMINATED',
  'PENDING_PORTABILITY',
  'PENDING_TERMINATION',
  'PENDING_INSTALLATION',
  'PENDING_PRODUCT_CHANGE',
  'PENDING_TITULAR_CHANGE',
  'PENDING_MIGRATION',
  'PENDING_PROVISIONING',
  'PENDING_LOGISTIC',
  'PENDING_DOCS',
  'PENDING_ACTIVATION',
  'UNKNOWN',
] as const satisfies readonly SubscriptionStatus[];

/** Spec section 3, product families. */
export const PRODUCT_FAMILIES = [
  'MOBILE',
  'FIBRE',
  'SATELLITE',
  'TV',
  'CONVERGENT',
  'INTERNATIONAL',
  'FIXED',
  'CUSTOM',
  'ELECTRICITY',
  'GAS',
  'LOGISTICS',
  'SPAIN_HOLIDAYS',
  'M2M',
  'PROMO',
  'PBX',
] as const satisfies readonly ProductFamily[];

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
 * the "include terminated" filter is on (the api's rule, spec section 9).
 */
export async function loadSubscriptions(
  query: QueueQuery,
  signal: AbortSignal,
): Promise<QueuePageResult<SubscriptionRow>> {
  const data = await runOperation(
    SubscriptionsQueueQuery,
    {
      first: query.first,
      after: query.after,
      status: oneOf(SUBSCRIPTION_STATUSES, query.filters.status),
      family: oneOf(PRODUCT_FAMILIES, query.filters.family),
      fiscalId: query.filters.fiscalId?.trim().toUpperCase() || null,
      lineNumber: query.filters.lineNumber?.replace(/\D+/g, '') || null,
      includeTerminated: query.filters.terminated === 'include' ? true : null,
      sort: query.sort ? oneOf(SUBSCRIPTION_SORTS, query.sort.id) : null,
      order: query.sort ? (query.sort.desc ? 'desc' : 'asc') : null,
    },
    'query',
  );
  signal.throwIfAborted();
  const connection = data.subscriptions;
  return {
    rows: connection.edges.map((edge) => edge.node),
    endCursor: connection.pageInfo.endCursor,
    hasNextPage: connection.pageInfo.hasNextPage,
    totalEstimate: connection.totalEstimate,
  };
}
