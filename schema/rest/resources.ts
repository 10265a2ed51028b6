import { z } from 'zod';
import { fixedPrefixesOf, PROVINCES } from '../domain/provinces';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
import { isValidFixedNumber } from '../domain/validators/fixed-number';
import { isValidIcc, normalizeIcc } from '../domain/validators/icc';
import { isValidMobileNumber } from '../domain/validators/mobile-number';
import { normalizePhoneNumber } from '../domain/validators/phone-number';
import {
  RESOURCE_KINDS,
  type ResourceKind,
  resourceHistoryActionSchema,
  resourceKindSchema,
  resourceStatusSchema,
} from '../domain/vocabulary/resource';
import { defineEndpoint } from './endpoint';

/** Every geographic prefix of every province (9xx and their 8xx mirrors). */
const GEOGRAPHIC_PREFIXES = PROVINCES.flatMap(fixedPrefixesOf);

/** A value as stored: numbers without +34 and separators, ICCs without spaces and hyphens. */
export function normalizeResourceValue(kind: ResourceKind, value: string): string {
  return kind === 'SIM' || kind === 'ESIM' ? normalizeIcc(value) : normalizePhoneNumber(value);
}

/**
 * Whether a normalised value is one of its kind: a mobile number; a fixed number with a province's geographic
 * prefix (an inventory number is not yet tied to an address, so any province); an ICC with its Luhn digit.
 */
export function resourceValueProblem(kind: ResourceKind, value: string): string | null {
  switch (kind) {
    case 'MSISDN':
      return isValidMobileNumber(value) ? null : DOMAIN_VALIDATION_MESSAGES.invalidMobile;
    case 'FIXED_NUMBER':
      if (!isValidFixedNumber(value)) return DOMAIN_VALIDATION_MESSAGES.invalidFixed;
      return GEOGRAPHIC_PREFIXES.some((prefix) => value.startsWith(prefix))
        ? null
        : DOMAIN_VALIDATION_MESSAGES.fixedNotInProvince;
    default:
      return isValidIcc(value) ? null : DOMAIN_VALIDATION_MESSAGES.invalidIcc;
  }
}

export const resourceHistoryEntrySchema = z.object({
  action: resourceHistoryActionSchema,
  statusFrom: resourceStatusSchema.nullable(),
  statusTo: resourceStatusSchema,
  channelFrom: z.string().nullable(),
  channelTo: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

export const resourceSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  kind: resourceKindSchema,
  value: z.string(),
  status: resourceStatusSchema,
  subscriptionId: z.string().nullable(),
  reservedUntil: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resourceWithHistorySchema = resourceSchema.extend({
  history: z.array(resourceHistoryEntrySchema),
});

export const listResourcesQuery = z.object({
  kind: resourceKindSchema.optional(),
  status: resourceStatusSchema.optional(),
  /** The start of the value (digits; +34, spaces and hyphens forgiven). */
  search: z.string().trim().max(40).optional(),
  limit: z
    .enum(['25', '50', '100', '500'])
    .default('25')
    .transform((value) => Number(value)),
  cursor: z.string().max(512).optional(),
});

export const RESOURCE_BULK_MAX = 1_000;

/** Up to 1,000 values of one kind, all valid or none added; the offending value is reported as `values.<i>`. */
export const addResourcesBody = z
  .object({
    kind: resourceKindSchema,
    values: z.array(z.string().max(40)).min(1).max(RESOURCE_BULK_MAX),
    /** The channel that holds them; the caller's current channel when left out. */
    channel: z.string().max(20).optional(),
  })
  .check((ctx) => {
    const { kind, values } = ctx.value;
    // Runs after shape problems too: only a well-formed list of one known kind is checked value by value.
    if (!Array.isArray(values) || !RESOURCE_KINDS.includes(kind)) return;
    for (const [index, value] of values.entries()) {
      if (typeof value !== 'string') return;
      const problem = resourceValueProblem(kind, normalizeResourceValue(kind, value));
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: value, path: ['values', index] });
        return;
      }
    }
  });

export const changeResourceStatusBody = z.object({ status: resourceStatusSchema });

export const assignResourcesChannelBody = z.object({
  ids: z.array(z.uuid()).min(1).max(RESOURCE_BULK_MAX),
  channel: z.string().max(20).regex(/^\d+$/),
});

/** Resources (the /resources screen is admin): list, bulk add, status changes and handing blocks to sub-channels. */
export const resourceEndpoints = {
  listResources: defineEndpoint({
    id: 'listResources',
    method: 'GET',
    path: '/resources',
    summary:
      'Numbers and SIMs of the caller channel subtree by value (keyset cursor), by kind, status or prefix',
    access: 'admin',
    query: listResourcesQuery,
    queryExample: { kind: 'MSISDN', status: 'AVAILABLE', search: '600', limit: '25' },
    response: z.object({
      items: z.array(resourceSchema),
      nextCursor: z.string().nullable(),
      totalEstimate: z.number().int(),
    }),
  }),
  addResources: defineEndpoint({
    id: 'addResources',
    method: 'POST',
    path: '/resources',
    summary: 'Adds up to 1,000 numbers or SIMs of one kind as AVAILABLE: all valid and new, or none',
    access: 'admin',
    body: addResourcesBody,
    bodyExample: { kind: 'MSISDN', values: ['611000001', '611000002'] },
    response: z.object({ added: z.number().int(), items: z.array(resourceSchema) }),
    errors: ['RESOURCE_DUPLICATE', 'CHANNEL_NOT_IN_SCOPE'],
  }),
  changeResourceStatus: defineEndpoint({
    id: 'changeResourceStatus',
    method: 'POST',
    path: '/resources/:id/status',
    summary: 'Release, quarantine, retire or return a resource to stock (docs/lifecycles.md, Resources)',
    access: 'admin',
    body: changeResourceStatusBody,
    bodyExample: { status: 'QUARANTINE' },
    response: resourceWithHistorySchema,
    errors: ['NOT_FOUND', 'RESOURCE_TRANSITION_NOT_ALLOWED'],
  }),
  assignResourcesChannel: defineEndpoint({
    id: 'assignResourcesChannel',
    method: 'POST',
    path: '/resources/assign-channel',
    summary: "Hands AVAILABLE resources to a channel of the caller's subtree within their brand",
    access: 'admin',
    body: assignResourcesChannelBody,
    bodyExample: { ids: ['00000000-0000-4000-8202-000000000000'], channel: '2020001002' },
    response: z.object({ moved: z.number().int() }),
    errors: ['NOT_FOUND', 'CHANNEL_NOT_IN_SCOPE', 'RESOURCE_NOT_AVAILABLE'],
  }),
};
