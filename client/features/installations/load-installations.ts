import {
  ANY_INSTALLATION_STATUSES,
  INSTALLATION_TYPES,
} from '../../../schema/domain/vocabulary/installation';
import type { InstallationSort } from '../../generated/graphql';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { InstallationsQuery } from './installation-documents';
import type { InstallationRow } from './installation-row';

function oneOf<Value extends string>(list: readonly Value[], value: string | undefined): Value | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as Value) : null;
}

/**
 * One page for the queue. Filters from the URL are passed only when they name a real value (a hand-edited URL must
 * not make the query invalid). The api sorts by created (newest first) or by visit date (soonest first): the
 * direction is the api's.
 */
export function loadInstallations(query: QueueQuery): QueuePageQuery<InstallationRow> {
  const sort: InstallationSort | null = query.sort?.id === 'installationDate' ? 'installationDate' : null;
  return queuePageQuery(
    InstallationsQuery,
    {
      first: query.first,
      after: query.after,
      status: oneOf(ANY_INSTALLATION_STATUSES, query.filters.status),
      type: oneOf(INSTALLATION_TYPES, query.filters.type),
      search: query.filters.search?.trim() || null,
      sort,
    },
    (data) => {
      const connection = data.installations;
      return {
        rows: connection.edges.map((edge) => edge.node),
        endCursor: connection.pageInfo.endCursor,
        hasNextPage: connection.pageInfo.hasNextPage,
      };
    },
  );
}
