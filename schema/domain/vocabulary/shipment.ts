import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Shipment statuses of spec section 4, as the logistics provider reports them. */
export const SHIPMENT_STATUSES = [
  'CREATED',
  'IN_PROGRESS',
  'PICKING_COMPLETED',
  'READY_TO_SEND',
  'SENT',
  'IN_DELIVERY',
  'COMPLETED',
  'ERRORED',
  'CANCELED',
  'PENDING_CANCELATION',
  'PENDING_RELAUNCH',
  'RELAUNCHED',
] as const;
export const shipmentStatusSchema = z.enum(SHIPMENT_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

/** The coarser statuses the shipping list view filters by (spec section 4); a separate list, not a subset. */
export const SHIPMENT_LIST_STATUSES = ['PENDING_LOGISTIC', 'PENDING_DOCS', 'SHIPPED'] as const;
export const shipmentListStatusSchema = z.enum(SHIPMENT_LIST_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ShipmentListStatus = z.infer<typeof shipmentListStatusSchema>;

/** The one console action on a shipment: cancel with a reason. */
export const SHIPMENT_ACTIONS = ['CANCEL'] as const;
export const shipmentActionSchema = z.enum(SHIPMENT_ACTIONS, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type ShipmentAction = z.infer<typeof shipmentActionSchema>;
