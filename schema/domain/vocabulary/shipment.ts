import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Shipment statuses (docs/lifecycles.md "Shipments"), as the logistics provider reports them. */
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

/** The coarser statuses the shipping list view filters by; a separate list, not a subset. */
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

/** History actions: the console's cancel, plus PROVIDER for what the logistics provider reported (the sweep). */
export const SHIPMENT_HISTORY_ACTIONS = [...SHIPMENT_ACTIONS, 'PROVIDER'] as const;
export const shipmentHistoryActionSchema = z.enum(SHIPMENT_HISTORY_ACTIONS);
export type ShipmentHistoryAction = z.infer<typeof shipmentHistoryActionSchema>;

/** What goes in the parcel. */
export const SHIPMENT_ITEM_KINDS = ['SIM', 'ROUTER', 'ONT', 'TV_DECODER', 'SATELLITE_KIT'] as const;
export const shipmentItemKindSchema = z.enum(SHIPMENT_ITEM_KINDS);
export type ShipmentItemKind = z.infer<typeof shipmentItemKindSchema>;
