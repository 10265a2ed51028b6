import { INVOICE_STATUSES, INVOICE_TYPES } from '../../../schema/domain/vocabulary/invoice';
import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { InvoicesQuery } from './invoice-documents';
import type { InvoiceRow } from './invoice-row';

function oneOf<Value extends string>(list: readonly Value[], value: string | undefined): Value | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as Value) : null;
}

/** The billed month as the api takes it (YYYY-MM); anything else is left out rather than refused. */
function cycleOf(value: string | undefined): string | null {
  const cycle = value?.trim() ?? '';
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(cycle) ? cycle : null;
}

/** One page by created date: newest first unless the created column is sorted ascending. */
export function loadInvoices(query: QueueQuery): QueuePageQuery<InvoiceRow> {
  return queuePageQuery(
    InvoicesQuery,
    {
      first: query.first,
      after: query.after,
      status: oneOf(INVOICE_STATUSES, query.filters.status),
      type: oneOf(INVOICE_TYPES, query.filters.type),
      family: oneOf(PRODUCT_FAMILIES, query.filters.family),
      cycle: cycleOf(query.filters.cycle),
      search: query.filters.search?.trim() || null,
      order: query.sort?.id === 'created' && !query.sort.desc ? 'asc' : 'desc',
    },
    (data) => {
      const connection = data.invoices;
      return {
        rows: connection.edges.map((edge) => edge.node),
        endCursor: connection.pageInfo.endCursor,
        hasNextPage: connection.pageInfo.hasNextPage,
      };
    },
  );
}
