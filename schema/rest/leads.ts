import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { spanishDocumentTypeOf, spanishFiscalIdSchema } from '../domain/validators/fiscal-id';
import { isValidFixedNumber } from '../domain/validators/fixed-number';
import { isValidMobileNumber } from '../domain/validators/mobile-number';
import { normalizePhoneNumber } from '../domain/validators/phone-number';
import { requiredText } from '../domain/validators/required-text';
import { leadHistoryActionSchema, leadSellTypeSchema, leadStatusSchema } from '../domain/vocabulary/lead';
import { defineEndpoint } from './endpoint';

/** Page sizes a list accepts (query strings arrive as text). */
const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));

/** A real calendar date, YYYY-MM-DD (the form dates travel in over REST). */
export const isoCalendarDateSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .max(10)
  .refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: DOMAIN_VALIDATION_MESSAGES.invalidDate },
  );

/**
 * The signature drawn on the consent pad: a PNG data URL. Capped at 60,000 characters (a ~44 KB image) so a lead
 * with its consent fits the api's default body limit; the PNG signature bytes are checked, not just the prefix.
 */
export const SIGNATURE_MAX_LENGTH = 60_000;
const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
export const signatureSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .max(SIGNATURE_MAX_LENGTH)
  .refine(
    (value) => {
      if (!value.startsWith(PNG_DATA_URL_PREFIX)) return false;
      const data = value.slice(PNG_DATA_URL_PREFIX.length);
      if (data.length < 12 || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return false;
      // The first 8 bytes of every PNG file: \x89 P N G \r \n \x1a \n.
      return data.startsWith('iVBORw0KGgo');
    },
    { error: 'validation.invalidSignature' },
  );

/** A Spanish mobile (6, 7) or fixed (8, 9) number; `+34`, spaces and hyphens forgiven. */
export const leadPhoneSchema = z
  .string()
  .max(20)
  .pipe(requiredText(normalizePhoneNumber))
  .refine((value) => isValidMobileNumber(value) || isValidFixedNumber(value), {
    error: DOMAIN_VALIDATION_MESSAGES.invalidMobile,
  });

const documentInput = z.string().max(32).pipe(spanishFiscalIdSchema);

/** The customer's consent to be contacted or passed to the provider: who, with which document, when, signed. */
export const leadConsentSchema = z.object({
  fullName: z.string().max(160).pipe(requiredText()),
  document: documentInput,
  date: isoCalendarDateSchema,
  signature: signatureSchema,
});

export const leadHistoryEntrySchema = z.object({
  action: leadHistoryActionSchema,
  statusFrom: leadStatusSchema.nullable(),
  statusTo: leadStatusSchema,
  actor: z.string(),
  at: z.string(),
});

export const leadSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  customerName: z.string(),
  /** The customer's DNI, NIE or CIF when known. */
  customerDocument: z.string().nullable(),
  phone: z.string(),
  sellType: leadSellTypeSchema,
  status: leadStatusSchema,
  /** Euro cents. */
  commission: z.number().int(),
  date: z.string(),
  /** The signature is null for a consent given by ticking the box of a public coverage page. */
  consent: z
    .object({
      fullName: z.string(),
      document: z.string(),
      date: z.string(),
      signature: z.string().nullable(),
    })
    .nullable(),
  /** Left by a public coverage page: the e-mail the customer gave, if any, and the address asked about. */
  email: z.string().nullable(),
  address: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadWithHistorySchema = leadSchema.extend({ history: z.array(leadHistoryEntrySchema) });

export const listLeadsQuery = z.object({
  status: leadStatusSchema.optional(),
  sellType: leadSellTypeSchema.optional(),
  /** Part of the phone, the customer's name or document, or the consent's name or document. */
  search: z.string().trim().max(100).optional(),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

export const getLeadQuery = z.object({ id: z.string().max(64) });

/** The fields of a lead the console writes; a provider sale needs the consent (docs/lifecycles.md, Leads). */
export const leadBody = z.object({
  customerName: z.string().max(160).pipe(requiredText()),
  /** Empty for none. */
  customerDocument: z
    .string()
    .max(32)
    .overwrite(normalizeDocumentNumber)
    .refine((value) => value === '' || spanishDocumentTypeOf(value) !== null, {
      error: DOMAIN_VALIDATION_MESSAGES.invalidDocument,
    }),
  phone: leadPhoneSchema,
  sellType: leadSellTypeSchema,
  commission: z.number().int().min(0).max(10_000_000),
  date: isoCalendarDateSchema,
  consent: leadConsentSchema.nullable(),
});
export type LeadBody = z.infer<typeof leadBody>;

export const changeLeadStatusBody = z.object({ status: leadStatusSchema });

const LEAD_EXAMPLE = {
  customerName: 'Lucía Martín Vega',
  customerDocument: '12345678Z',
  phone: '612345678',
  sellType: 'PROVIDER_SALE',
  commission: 2500,
  date: '2026-03-02',
  consent: {
    fullName: 'Lucía Martín Vega',
    document: '12345678Z',
    date: '2026-03-02',
    signature:
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  },
} satisfies z.input<typeof leadBody>;

/** Leads (the /leads screen is admin): list, one, create, update and status changes. */
export const leadEndpoints = {
  listLeads: defineEndpoint({
    id: 'listLeads',
    method: 'GET',
    path: '/leads',
    summary:
      'Leads of the caller channel subtree, newest first (keyset cursor), by status, sell type or phone/name/document',
    access: 'admin',
    query: listLeadsQuery,
    queryExample: { status: 'PENDING', sellType: 'INTERNAL_SALE', search: 'García', limit: '25' },
    response: z.object({ items: z.array(leadSchema), nextCursor: z.string().nullable() }),
  }),
  getLead: defineEndpoint({
    id: 'getLead',
    method: 'GET',
    path: '/lead',
    summary: 'One lead of the caller channel subtree with its history',
    access: 'admin',
    query: getLeadQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: leadWithHistorySchema,
    errors: ['NOT_FOUND'],
  }),
  createLead: defineEndpoint({
    id: 'createLead',
    method: 'POST',
    path: '/leads',
    summary:
      "Creates a lead (status CREATED) in the caller's current channel; a provider sale needs the consent",
    access: 'admin',
    body: leadBody,
    bodyExample: LEAD_EXAMPLE,
    response: leadWithHistorySchema,
    errors: ['LEAD_CONSENT_REQUIRED'],
  }),
  updateLead: defineEndpoint({
    id: 'updateLead',
    method: 'PUT',
    path: '/leads/:id',
    summary: 'Replaces the fields of an open lead (not WON or LOST)',
    access: 'admin',
    body: leadBody,
    bodyExample: LEAD_EXAMPLE,
    response: leadWithHistorySchema,
    errors: ['NOT_FOUND', 'LEAD_CLOSED', 'LEAD_CONSENT_REQUIRED'],
  }),
  changeLeadStatus: defineEndpoint({
    id: 'changeLeadStatus',
    method: 'POST',
    path: '/leads/:id/status',
    summary: 'Moves a lead along its lifecycle (CREATED -> SENT -> PENDING -> WON/LOST)',
    access: 'admin',
    body: changeLeadStatusBody,
    bodyExample: { status: 'SENT' },
    response: leadWithHistorySchema,
    errors: ['NOT_FOUND', 'LEAD_TRANSITION_NOT_ALLOWED'],
  }),
};
