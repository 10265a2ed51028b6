import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
import { checkPostalCodeInProvince, postalCodeSchema } from '../domain/validators/postal-code';
import { provinceCodeSchema } from '../domain/validators/province-code';
import { requiredText } from '../domain/validators/required-text';
import { cancellationReasonSchema } from '../domain/vocabulary/cancellation-reason';
import {
  anyInstallationStatusSchema,
  installationHistoryActionSchema,
  installationSlotSchema,
  installationTypeSchema,
} from '../domain/vocabulary/installation';
import { defineEndpoint } from './endpoint';

/** Page sizes a list accepts (query strings arrive as text). */
const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));

/** An address where work is done or goods are delivered; `province` is the INE code ('28' Madrid). */
export const serviceAddressSchema = z.object({
  street: z.string(),
  number: z.string(),
  floor: z.string().nullable(),
  postalCode: z.string(),
  province: z.string(),
  city: z.string(),
});
export type ServiceAddress = z.infer<typeof serviceAddressSchema>;

/** An address as a caller sends it: the postal code must lie in the province (reported on `postalCode`). */
export const serviceAddressBody = z
  .object({
    street: z.string().max(120).pipe(requiredText()),
    number: z.string().max(10).pipe(requiredText()),
    floor: z.string().trim().max(20).nullish(),
    postalCode: z.string().max(5).pipe(postalCodeSchema),
    province: provinceCodeSchema,
    city: z.string().max(100).pipe(requiredText()),
  })
  .check(checkPostalCodeInProvince);

/** A calendar day, YYYY-MM-DD (Madrid). */
const isoDaySchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DOMAIN_VALIDATION_MESSAGES.invalidDate })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: DOMAIN_VALIDATION_MESSAGES.invalidDate,
  });

export const installationHistoryEntrySchema = z.object({
  action: installationHistoryActionSchema,
  statusFrom: anyInstallationStatusSchema,
  statusTo: anyInstallationStatusSchema,
  reason: cancellationReasonSchema.nullable(),
  /** What changed besides the status, e.g. "2026-03-05 MORNING" or the new address. */
  detail: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

export const installationSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  type: installationTypeSchema,
  status: anyInstallationStatusSchema,
  installationDate: z.string().nullable(),
  slot: installationSlotSchema.nullable(),
  fixedNumber: z.string().nullable(),
  address: serviceAddressSchema,
  product: z.object({ id: z.string().nullable(), name: z.string() }),
  subscriptionId: z.string().nullable(),
  orderReference: z.string().nullable(),
  customerFiscalId: z.string(),
  fieldServiceJobId: z.string().nullable(),
  created: z.string(),
  /** The change date: when the status, date or address last changed. */
  changed: z.string(),
});
export type Installation = z.infer<typeof installationSchema>;

export const installationWithHistorySchema = installationSchema.extend({
  history: z.array(installationHistoryEntrySchema),
});

export const INSTALLATION_SORTS = ['created', 'installationDate'] as const;

export const listInstallationsQuery = z.object({
  status: anyInstallationStatusSchema.optional(),
  type: installationTypeSchema.optional(),
  /** Part of the fixed number or of the customer's document. */
  search: z.string().trim().max(64).optional(),
  /** created: newest first; installationDate: soonest first, undated last. */
  sort: z.enum(INSTALLATION_SORTS).default('created'),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

export const installationSlotEntrySchema = z.object({
  date: z.string(),
  slot: installationSlotSchema,
  /** Madrid wall clock, HH:MM. */
  from: z.string(),
  to: z.string(),
});

export const scheduleInstallationBody = z.object({ date: isoDaySchema, slot: installationSlotSchema });

export const updateInstallationBody = z.object({
  date: isoDaySchema.optional(),
  /** With `date`; without it the current slot is kept. */
  slot: installationSlotSchema.optional(),
  address: serviceAddressBody.optional(),
});

export const cancelInstallationBody = z.object({ reason: cancellationReasonSchema });
export const relaunchInstallationBody = z.object({});

const installationIdQuery = z.object({ id: z.string().max(64) });

/** Installations: list, detail, slots and the schedule, update, cancel and relaunch actions. */
export const installationEndpoints = {
  listInstallations: defineEndpoint({
    id: 'listInstallations',
    method: 'GET',
    path: '/installations',
    summary:
      'Installations in the caller channel subtree (keyset cursor), by status, type or fixed number/document, newest or soonest first',
    access: 'agent',
    query: listInstallationsQuery,
    queryExample: { status: 'SCHEDULED', type: 'FIBRE', sort: 'installationDate', limit: '25' },
    response: z.object({ items: z.array(installationSchema), nextCursor: z.string().nullable() }),
  }),
  getInstallation: defineEndpoint({
    id: 'getInstallation',
    method: 'GET',
    path: '/installation',
    summary: 'One installation of the caller scope with its status history',
    access: 'agent',
    query: installationIdQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: installationWithHistorySchema,
    errors: ['NOT_FOUND'],
  }),
  listInstallationSlots: defineEndpoint({
    id: 'listInstallationSlots',
    method: 'GET',
    path: '/installations/:id/slots',
    summary: "The field-service provider's free visit slots at the installation's address, next 30 days",
    access: 'agent',
    response: z.object({ items: z.array(installationSlotEntrySchema) }),
    errors: ['NOT_FOUND'],
  }),
  scheduleInstallation: defineEndpoint({
    id: 'scheduleInstallation',
    method: 'POST',
    path: '/installations/:id/schedule',
    summary: 'Books a visit slot (a future working day) with the field-service provider: SCHEDULED',
    access: 'agent',
    body: scheduleInstallationBody,
    bodyExample: { date: '2030-01-15', slot: 'MORNING' },
    response: installationWithHistorySchema,
    errors: [
      'NOT_FOUND',
      'INSTALLATION_NOT_SCHEDULABLE',
      'INSTALLATION_SLOT_UNAVAILABLE',
      'INSTALLATION_DATE_NOT_WORKING_DAY',
    ],
  }),
  updateInstallation: defineEndpoint({
    id: 'updateInstallation',
    method: 'PUT',
    path: '/installations/:id',
    summary: 'Moves the visit to another date/slot or changes the address; the status stays',
    access: 'agent',
    body: updateInstallationBody,
    bodyExample: {
      date: '2030-01-15',
      slot: 'AFTERNOON',
      address: {
        street: 'Calle de Alcalá',
        number: '12',
        floor: '3º B',
        postalCode: '28014',
        province: '28',
        city: 'Madrid',
      },
    },
    response: installationWithHistorySchema,
    errors: [
      'NOT_FOUND',
      'INSTALLATION_NOT_UPDATABLE',
      'INSTALLATION_SLOT_UNAVAILABLE',
      'INSTALLATION_DATE_NOT_WORKING_DAY',
    ],
  }),
  cancelInstallation: defineEndpoint({
    id: 'cancelInstallation',
    method: 'POST',
    path: '/installations/:id/cancel',
    summary:
      'Cancels an installation with a reason: PENDING_CANCELATION until the provider confirms (satellite: CANCELED at once)',
    access: 'agent',
    body: cancelInstallationBody,
    bodyExample: { reason: 'CUSTOMER_REQUEST' },
    response: installationWithHistorySchema,
    errors: ['NOT_FOUND', 'INSTALLATION_NOT_CANCELLABLE'],
  }),
  relaunchInstallation: defineEndpoint({
    id: 'relaunchInstallation',
    method: 'POST',
    path: '/installations/:id/relaunch',
    summary:
      'Relaunches a failed or errored installation: PENDING_RELAUNCH (satellite: PENDING_SCHEDULE at once)',
    access: 'agent',
    body: relaunchInstallationBody,
    bodyExample: {},
    response: installationWithHistorySchema,
    errors: ['NOT_FOUND', 'INSTALLATION_NOT_RELAUNCHABLE'],
  }),
};
