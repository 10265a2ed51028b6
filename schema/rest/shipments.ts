import { z } from 'zod';
import { cancellationReasonSchema } from '../domain/vocabulary/cancellation-reason';
import {
  shipmentHistoryActionSchema,
  shipmentItemKindSchema,
  shipmentListStatusSchema,
  shipmentStatusSchema,
} from '../domain/vocabulary/shipment';
import { defineEndpoint } from './endpoint';
import { serviceAddressSchema } from './installations';

const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));

export const shipmentItemSchema = z.object({
  kind: shipmentItemKindSchema,
  description: z.string(),
  /** ICC of a SIM or serial number of a device, once picked. */
  serial: z.string().nullable(),
});

export const shipmentHistoryEntrySchema = z.object({
  action: shipmentHistoryActionSchema,
  statusFrom: shipmentStatusSchema,
  statusTo: shipmentStatusSchema,
  reason: cancellationReasonSchema.nullable(),
  actor: z.string(),
  at: z.string(),
});

export const shipmentSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  status: shipmentStatusSchema,
  /** The list view's coarse status, derived; null for canceled and errored shipments. */
  listStatus: shipmentListStatusSchema.nullable(),
  documentsPending: z.boolean(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  carrierUrl: z.string().nullable(),
  orderReference: z.string().nullable(),
  customerFiscalId: z.string(),
  customerName: z.string(),
  address: serviceAddressSchema,
  items: z.array(shipmentItemSchema),
  created: z.string(),
  changed: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentWithHistorySchema = shipmentSchema.extend({
  history: z.array(shipmentHistoryEntrySchema),
});

export const listShipmentsQuery = z.object({
  status: shipmentStatusSchema.optional(),
  /** The list view's grouping: PENDING_LOGISTIC, PENDING_DOCS or SHIPPED. */
  group: shipmentListStatusSchema.optional(),
  /** Part of the tracking number or of the customer's document. */
  search: z.string().trim().max(64).optional(),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

export const cancelShipmentBody = z.object({ reason: cancellationReasonSchema });

/** Shipments: list, detail and cancel. */
export const shipmentEndpoints = {
  listShipments: defineEndpoint({
    id: 'listShipments',
    method: 'GET',
    path: '/shipments',
    summary:
      'Shipments in the caller channel subtree, newest first (keyset cursor), by status or list-view group, tracking or document',
    access: 'agent',
    query: listShipmentsQuery,
    queryExample: { status: 'SENT', group: 'SHIPPED', limit: '25' },
    response: z.object({ items: z.array(shipmentSchema), nextCursor: z.string().nullable() }),
  }),
  getShipment: defineEndpoint({
    id: 'getShipment',
    method: 'GET',
    path: '/shipment',
    summary: 'One shipment of the caller scope with its status history',
    access: 'agent',
    query: z.object({ id: z.string().max(64) }),
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: shipmentWithHistorySchema,
    errors: ['NOT_FOUND'],
  }),
  cancelShipment: defineEndpoint({
    id: 'cancelShipment',
    method: 'POST',
    path: '/shipments/:id/cancel',
    summary: 'Asks the logistics provider to cancel a shipment not yet sent: PENDING_CANCELATION',
    access: 'manager',
    body: cancelShipmentBody,
    bodyExample: { reason: 'CUSTOMER_REQUEST' },
    response: shipmentWithHistorySchema,
    errors: ['NOT_FOUND', 'SHIPMENT_NOT_CANCELLABLE'],
  }),
};
