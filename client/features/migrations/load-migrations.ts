import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import type { SubscriptionSort } from '../../generated/graphql';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { MigrationsQuery } from './migration-documents';
import type { MigrationRow } from './migration-row';

const SORTS = ['lineNumber', 'created', 'modified'] as const satisfies readonly SubscriptionSort[];

function oneOf<Value extends string>(list: readonly Value[], value: string | undefined): Value | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as Value) : null;
}

/** One page of the lines in PENDING_MIGRATION; sorted by line number, creation or last change. */
export function loadMigrations(query: QueueQuery): QueuePageQuery<MigrationRow> {
  const sort = oneOf(SORTS, query.sort?.id);
  return queuePageQuery(
    MigrationsQuery,
    {
      first: query.first,
      after: query.after,
      family: oneOf(PRODUCT_FAMILIES, query.filters.family),
      fiscalId: query.filters.fiscalId?.trim().toUpperCase() || null,
      lineNumber: query.filters.lineNumber?.replace(/\s+/g, '') || null,
      sort,
      order: sort ? (query.sort?.desc ? 'desc' : 'asc') : null,
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
