import { PROCESS_STATUSES, PROCESS_TYPES } from '../../../schema/domain/vocabulary/process';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { dashboardPeriodOf } from '../../ui/dashboard-period-filter';
import { ProcessesQuery } from './process-documents';
import type { ProcessRow } from './process-row';

function oneOf<Value extends string>(list: readonly Value[], value: string | undefined): Value | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as Value) : null;
}

/** One page by created date: newest first unless the created column is sorted ascending. */
export function loadProcesses(query: QueueQuery): QueuePageQuery<ProcessRow> {
  return queuePageQuery(
    ProcessesQuery,
    {
      first: query.first,
      after: query.after,
      type: oneOf(PROCESS_TYPES, query.filters.type),
      status: oneOf(PROCESS_STATUSES, query.filters.status),
      search: query.filters.search?.trim() || null,
      created: dashboardPeriodOf(query.filters.created),
      order: query.sort?.id === 'created' && !query.sort.desc ? 'asc' : 'desc',
    },
    (data) => {
      const connection = data.processes;
      return {
        rows: connection.edges.map((edge) => edge.node),
        endCursor: connection.pageInfo.endCursor,
        hasNextPage: connection.pageInfo.hasNextPage,
        totalEstimate: connection.totalEstimate,
      };
    },
  );
}
