import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
import { isValidMobileNumber } from '../domain/validators/mobile-number';
import { normalizePhoneNumber } from '../domain/validators/phone-number';
import { requiredText } from '../domain/validators/required-text';
import { cancellationReasonSchema } from '../domain/vocabulary/cancellation-reason';
import { dashboardPeriodSchema } from '../domain/vocabulary/dashboard-schemas';
import {
  PORTABILITY_ACTIONS,
  portabilityDirectionSchema,
  portabilityStatusSchema,
  portabilityTypeSchema,
} from '../domain/vocabulary/portability';
import { defineEndpoint } from './endpoint';

/** Page sizes a list accepts (query strings arrive as text). */
const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));

export const portabilityHistoryEntrySchema = z.object({
  action: z.enum(PORTABILITY_ACTIONS),
  statusFrom: portabilityStatusSchema,
  statusTo: portabilityStatusSchema,
  reason: cancellationReasonSchema.nullable(),
  actor: z.string(),
  at: z.string(),
});

export const portabilitySchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  direction: portabilityDirectionSchema,
  status: portabilityStatusSchema,
  type: portabilityTypeSchema,
  changeWindow: z.string().nullable(),
  customerFiscalId: z.string(),
  document: z.string(),
  mobileNumber: z.string(),
  icc: z.string().nullable(),
  donorOperator: z.string(),
  receiverOperator: z.string(),
  created: z.string(),
  modified: z.string(),
});
export type Portability = z.infer<typeof portabilitySchema>;

export const portabilityWithHistorySchema = portabilitySchema.extend({
  history: z.array(portabilityHistoryEntrySchema),
});

export const listPortabilitiesQuery = z.object({
  direction: portabilityDirectionSchema.optional(),
  status: portabilityStatusSchema.optional(),
  /** Part of the mobile number or of the document (fiscal id). */
  search: z.string().trim().max(64).optional(),
  /** Requested in a dashboard period: whole Madrid days, as GET /counters counts port-ins and port-outs. */
  created: dashboardPeriodSchema.optional(),
  /** The other operator, exactly: the donor of an incoming portability, the receiver of an outgoing one. */
  operator: z.string().trim().min(1).max(64).optional(),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

const lineSchema = z
  .string()
  .max(20)
  .pipe(requiredText(normalizePhoneNumber))
  .refine(isValidMobileNumber, { error: DOMAIN_VALIDATION_MESSAGES.invalidMobile });

export const portabilityInUseQuery = z.object({
  line: lineSchema,
  type: portabilityDirectionSchema,
});

export const cancelPortabilityBody = z.object({ reason: cancellationReasonSchema });
export const relaunchPortabilityBody = z.object({});

/** Portabilities: list, in-use check, and the cancel and relaunch actions. */
export const portabilityEndpoints = {
  listPortabilities: defineEndpoint({
    id: 'listPortabilities',
    method: 'GET',
    path: '/portabilities',
    summary:
      'Incoming and outgoing portabilities in the caller channel subtree, newest first (keyset cursor), by direction, status or number/document',
    access: 'agent',
    query: listPortabilitiesQuery,
    queryExample: { direction: 'IN', status: 'INITIATED', search: '600', limit: '25' },
    response: z.object({ items: z.array(portabilitySchema), nextCursor: z.string().nullable() }),
  }),
  getPortabilityInUse: defineEndpoint({
    id: 'getPortabilityInUse',
    method: 'GET',
    path: '/portability',
    summary:
      'Whether a line has a live portability of that direction in the caller scope (canceled and completed ones are ignored)',
    access: 'agent',
    query: portabilityInUseQuery,
    queryExample: { line: '600123456', type: 'IN' },
    response: z.object({ inUse: z.boolean(), portability: portabilitySchema.nullable() }),
  }),
  cancelPortability: defineEndpoint({
    id: 'cancelPortability',
    method: 'POST',
    path: '/portabilities/:id/cancel',
    summary:
      'Asks to cancel a portability (PENDING_CANCELATION); only in business hours and permitted statuses',
    access: 'agent',
    body: cancelPortabilityBody,
    bodyExample: { reason: 'CUSTOMER_REQUEST' },
    response: portabilityWithHistorySchema,
    errors: ['NOT_FOUND', 'PORTABILITY_NOT_CANCELLABLE', 'OUTSIDE_BUSINESS_HOURS'],
  }),
  relaunchPortability: defineEndpoint({
    id: 'relaunchPortability',
    method: 'POST',
    path: '/portabilities/:id/relaunch',
    summary: 'Relaunches an errored portability (PENDING_RELAUNCH); only in business hours',
    access: 'agent',
    body: relaunchPortabilityBody,
    bodyExample: {},
    response: portabilityWithHistorySchema,
    errors: ['NOT_FOUND', 'PORTABILITY_NOT_RELAUNCHABLE', 'OUTSIDE_BUSINESS_HOURS'],
  }),
};
