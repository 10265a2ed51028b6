import { SHIPMENT_LIST_STATUSES, SHIPMENT_STATUSES } from '../../../schema/domain/vocabulary/shipment';
import { queuePageQuery } from '../../queues/queue-page-query';
import type { QueuePageQuery, QueueQuery } from '../../queues/queue-types';
import { ShipmentsQuery } from './shipment-documents';
import type { ShipmentRow } from './shipment-row';

function oneOf<Value extends string>(list: readonly Value[], value: string | undefined): Value | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as Value) : null;
}

/** One page, newest first (the api's only order); `group` is the list view's coarse status. */
export function loadShipments(query: QueueQuery): QueuePageQuery<ShipmentRow> {
  return queuePageQuery(
    ShipmentsQuery,
    {
      first: query.first,
      after: query.after,
      status: oneOf(SHIPMENT_STATUSES, query.filters.status),
      group: oneOf(SHIPMENT_LIST_STATUSES, query.filters.group),
      search: query.filters.search?.trim() || null,
    },
    (data) => {
      const connection = data.shipments;
      return {
        rows: connection.edges.map((edge) => edge.node),
        endCursor: connection.pageInfo.endCursor,
        hasNextPage: connection.pageInfo.hasNextPage,
      };
    },
  );
}
