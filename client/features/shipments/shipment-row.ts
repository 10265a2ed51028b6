import type { FieldworkShipmentsQuery } from '../../generated/graphql';

/** One row of the shipments queue, as the list query reads it. */
export type ShipmentRow = FieldworkShipmentsQuery['shipments']['edges'][number]['node'];
