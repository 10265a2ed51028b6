import { z } from 'zod';
import { taxTerritorySchema } from '../domain/taxes';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../domain/validation-messages';
import { normalizeDocumentNumber } from '../domain/validators/document-number';
import { requiredText } from '../domain/validators/required-text';
import {
  invoiceHistoryActionSchema,
  invoiceStatusSchema,
  invoiceTypeSchema,
} from '../domain/vocabulary/invoice';
import { productFamilySchema } from '../domain/vocabulary/product-schemas';
import { defineEndpoint } from './endpoint';

/** Page sizes a list accepts (query strings arrive as text). */
const pageSizeSchema = z
  .enum(['25', '50', '100', '500'])
  .default('25')
  .transform((value) => Number(value));

/** A billing cycle: the month billed, YYYY-MM. */
const billingCycleSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
  error: DOMAIN_VALIDATION_MESSAGES.pattern,
});

/** One concept billed: net amount and its tax in cents (negative on a credit note). */
export const invoiceLineSchema = z.object({
  concept: z.string(),
  subscriptionId: z.string().nullable(),
  amountCents: z.number().int(),
  taxCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  channelId: z.string(),
  number: z.string(),
  type: invoiceTypeSchema,
  family: productFamilySchema,
  status: invoiceStatusSchema,
  customerId: z.string(),
  /** The customer's fiscal id. */
  document: z.string(),
  taxTerritory: taxTerritorySchema,
  /** Percent, e.g. 21 or 7. */
  taxRate: z.number(),
  baseCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  cycle: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  /** On a credit note: the invoice it refunds. */
  originalInvoiceId: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceHistoryEntrySchema = z.object({
  action: invoiceHistoryActionSchema,
  statusFrom: invoiceStatusSchema.nullable(),
  statusTo: invoiceStatusSchema,
  detail: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
});

/** Who issues or receives a document, as printed on it. */
export const invoicePartySchema = z.object({
  name: z.string(),
  /** Fiscal id (NIF/CIF/NIE); null when the brand has not saved its legal identity. */
  fiscalId: z.string().nullable(),
  /** The postal address as printed, one line each (street, postal code and city); empty when unknown. */
  addressLines: z.array(z.string()),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceDetailSchema = invoiceSchema.extend({
  lines: z.array(invoiceLineSchema),
  /** On a refunded or rectified invoice: its credit note. */
  creditNoteId: z.string().nullable(),
  /** On a credit note: the number of the invoice it rectifies. */
  originalInvoiceNumber: z.string().nullable(),
  history: z.array(invoiceHistoryEntrySchema),
  /** The brand: its legal name and identity when saved (brand settings), else its name; its logo for the preview. */
  issuer: invoicePartySchema.extend({ logoUrl: z.string().nullable() }),
  billTo: invoicePartySchema,
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const listInvoicesQuery = z.object({
  status: invoiceStatusSchema.optional(),
  type: invoiceTypeSchema.optional(),
  family: productFamilySchema.optional(),
  cycle: billingCycleSchema.optional(),
  /** Part of the invoice number or of the customer's document. */
  search: z.string().trim().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: pageSizeSchema,
  cursor: z.string().max(512).optional(),
});

const uuidQuery = z.object({ id: z.uuid() });

/** Most concepts one document takes: a manual invoice is a few lines, the billing run's are one per line billed. */
export const INVOICE_LINES_MAX = 50;

/** One concept as typed on the invoice form: its net amount in cents, positive; the api adds the tax and the sign. */
export const invoiceLineInputSchema = z.object({
  concept: requiredText().max(200),
  /** 0.01 € to 1,000,000 €, without tax. */
  amountCents: z.number().int().min(1).max(100_000_000),
  /** One of the customer's lines the concept bills, when it bills one (kept by an edit of a billing-run invoice). */
  subscriptionId: z.uuid().nullable().optional(),
});

const invoiceLinesInput = z
  .array(invoiceLineInputSchema)
  .min(1, { error: REQUIRED_MESSAGE })
  .max(INVOICE_LINES_MAX, { error: DOMAIN_VALIDATION_MESSAGES.maxItems });

const fiscalIdInput = z.string().max(32).pipe(requiredText(normalizeDocumentNumber));

/**
 * POST /invoices: a manual invoice or credit note for a customer in scope. The number is taken from the brand's
 * series at save, the tax from the customer's territory, the due date from the brand's payment terms. A credit note
 * names the invoice it rectifies (an invoice of the same customer that can no longer be edited).
 */
export const createInvoiceBody = z
  .object({
    fiscalId: fiscalIdInput,
    /** Only when the fiscal id is a customer of several brands in the caller's scope. */
    brandId: z.string().trim().min(1).max(64).optional(),
    type: invoiceTypeSchema,
    originalInvoiceId: z.uuid().nullable().default(null),
    family: productFamilySchema,
    cycle: billingCycleSchema,
    lines: invoiceLinesInput,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'CREDIT_NOTE' && body.originalInvoiceId === null) {
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE, path: ['originalInvoiceId'] });
    }
    if (body.type === 'INVOICE' && body.originalInvoiceId !== null) {
      ctx.addIssue({
        code: 'custom',
        message: DOMAIN_VALIDATION_MESSAGES.invalidOption,
        path: ['originalInvoiceId'],
      });
    }
  });

/** PUT /invoices/:id: the concepts, family and cycle of a PENDING invoice; number, customer and tax stay. */
export const updateInvoiceBody = z.object({
  family: productFamilySchema,
  cycle: billingCycleSchema,
  lines: invoiceLinesInput,
});

export const invoiceDraftQuery = z.object({
  fiscalId: fiscalIdInput,
  brandId: z.string().trim().min(1).max(64).optional(),
});

/** An invoice a credit note may rectify, as the form offers it. */
export const creditableInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: invoiceStatusSchema,
  family: productFamilySchema,
  cycle: z.string(),
  totalCents: z.number().int(),
  /** Its tax rate in percent: a credit note is taxed at the rate of the invoice it rectifies. */
  taxRate: z.number(),
});

/** GET /invoice/draft: what a new document for this customer would be issued with, before it is saved. */
export const invoiceDraftSchema = z.object({
  customerId: z.string(),
  brandId: z.string(),
  billTo: invoicePartySchema,
  taxTerritory: taxTerritorySchema,
  taxRate: z.number(),
  paymentTermsDays: z.number().int(),
  /** YYYY-MM-DD, Madrid calendar. */
  issueDate: z.string(),
  /** Of an invoice saved today: the issue date plus the payment terms. */
  dueDate: z.string(),
  /** Invoices of the customer a credit note may rectify, newest first. */
  creditableInvoices: z.array(creditableInvoiceSchema),
});
export type InvoiceDraft = z.infer<typeof invoiceDraftSchema>;

/** GET /invoice/pdf: the document as a data URL, as customer documents travel. */
export const invoicePdfSchema = z.object({
  fileName: z.string(),
  /** data:application/pdf;base64,… */
  content: z.string(),
});

export const resendInvoiceBody = z.object({});
export const refundInvoiceBody = z.object({
  /** Why the invoice is refunded: printed on the credit note's history. */
  reason: z.string().max(200).trim().optional(),
});

/** A payment-link token as sent by the public page. */
const paymentTokenSchema = z.string().max(200).pipe(requiredText());

export const publicInvoiceQuery = z.object({ token: paymentTokenSchema });

/** What the public payment page may show: nothing about the customer. */
export const publicInvoiceSchema = z.object({
  brandName: z.string(),
  /** The brand's uploaded logo (a path under /brand-logos), or null: the page then shows the brand's initial. */
  brandLogoURL: z.string().nullable(),
  number: z.string(),
  totalCents: z.number().int(),
  dueDate: z.string(),
  status: invoiceStatusSchema,
  /** False when paid, refunded or otherwise closed: the page says so instead of showing the card form. */
  payable: z.boolean(),
});

/**
 * The card as typed on the public page. Shapes are checked here (400); the Luhn check digit and a future expiry
 * are judged by the api (422) and count as failed attempts. The card is only handed to the gateway, never stored.
 */
export const payInvoiceBody = z.object({
  token: paymentTokenSchema,
  cardNumber: z
    .string()
    .max(32)
    .pipe(requiredText((value) => value.replace(/[\s-]/g, '')))
    .refine((value) => /^\d{12,19}$/.test(value), { error: DOMAIN_VALIDATION_MESSAGES.pattern }),
  /** MM/YY. */
  expiry: z
    .string()
    .max(7)
    .pipe(requiredText((value) => value.replace(/\s/g, '')))
    .refine((value) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value), { error: DOMAIN_VALIDATION_MESSAGES.pattern }),
  cvc: z
    .string()
    .max(4)
    .pipe(requiredText())
    .refine((value) => /^\d{3,4}$/.test(value), { error: DOMAIN_VALIDATION_MESSAGES.pattern }),
  holder: z.string().max(100).pipe(requiredText()),
});

export const payInvoiceResponse = z.object({
  status: z.literal('PAID'),
  number: z.string(),
  totalCents: z.number().int(),
  paidAt: z.string(),
});

/** Invoices and credit notes: admin list and actions, and the public payment page. */
export const invoiceEndpoints = {
  listInvoices: defineEndpoint({
    id: 'listInvoices',
    method: 'GET',
    path: '/invoices',
    summary:
      'Invoices and credit notes in the caller channel subtree by created date (keyset cursor), by status, type, family, cycle or number/document',
    access: 'admin',
    query: listInvoicesQuery,
    queryExample: { status: 'PENDING', type: 'INVOICE', cycle: '2026-11', order: 'desc', limit: '25' },
    response: z.object({ items: z.array(invoiceSchema), nextCursor: z.string().nullable() }),
  }),
  getInvoice: defineEndpoint({
    id: 'getInvoice',
    method: 'GET',
    path: '/invoice',
    summary: 'One invoice or credit note with its lines and history',
    access: 'admin',
    query: uuidQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: invoiceDetailSchema,
    errors: ['NOT_FOUND'],
  }),
  getInvoiceDraft: defineEndpoint({
    id: 'getInvoiceDraft',
    method: 'GET',
    path: '/invoice/draft',
    summary:
      "What a new invoice or credit note for a customer would carry: tax of the customer's territory, due date from the brand's payment terms, invoices a credit note may rectify",
    access: 'admin',
    query: invoiceDraftQuery,
    queryExample: { fiscalId: '12345678Z', brandId: '2020001' },
    response: invoiceDraftSchema,
    errors: ['NOT_FOUND', 'AMBIGUOUS_FISCAL_ID'],
  }),
  createInvoice: defineEndpoint({
    id: 'createInvoice',
    method: 'POST',
    path: '/invoices',
    summary:
      "Issues a manual invoice (PENDING) or credit note (PAID, rectifying an invoice) for a customer, numbered from the brand's series at save",
    access: 'admin',
    body: createInvoiceBody,
    bodyExample: {
      fiscalId: '05099189C',
      type: 'INVOICE',
      originalInvoiceId: null,
      family: 'MOBILE',
      cycle: '2026-03',
      lines: [{ concept: 'Cuota mensual', amountCents: 1000 }],
    },
    response: invoiceDetailSchema,
    errors: ['NOT_FOUND', 'AMBIGUOUS_FISCAL_ID', 'INVOICE_NOT_CREDITABLE', 'CREDIT_NOTE_EXCEEDS_INVOICE'],
  }),
  updateInvoice: defineEndpoint({
    id: 'updateInvoice',
    method: 'PUT',
    path: '/invoices/:id',
    summary:
      'Changes the concepts, family and cycle of a PENDING invoice; its number, customer and tax stay, its payment link stops working',
    access: 'admin',
    body: updateInvoiceBody,
    bodyExample: {
      family: 'MOBILE',
      cycle: '2026-03',
      lines: [{ concept: 'Cuota mensual', amountCents: 1000 }],
    },
    response: invoiceDetailSchema,
    errors: ['NOT_FOUND', 'INVOICE_NOT_EDITABLE'],
  }),
  getInvoicePdf: defineEndpoint({
    id: 'getInvoicePdf',
    method: 'GET',
    path: '/invoice/pdf',
    summary: 'The invoice or credit note as a PDF (data URL), rendered on the server',
    access: 'admin',
    query: uuidQuery,
    queryExample: { id: '3f2c8a1e-5b7d-4c9e-8a6f-1d2e3f4a5b6c' },
    response: invoicePdfSchema,
    errors: ['NOT_FOUND'],
  }),
  resendInvoice: defineEndpoint({
    id: 'resendInvoice',
    method: 'POST',
    path: '/invoices/:id/resend',
    summary:
      'E-mails the invoice to the customer again (with a fresh payment link when it is unpaid); no status change',
    access: 'admin',
    body: resendInvoiceBody,
    bodyExample: {},
    response: invoiceDetailSchema,
    errors: ['NOT_FOUND', 'CUSTOMER_HAS_NO_EMAIL'],
  }),
  refundInvoice: defineEndpoint({
    id: 'refundInvoice',
    method: 'POST',
    path: '/invoices/:id/refund',
    summary:
      'Refunds a PAID invoice in full: issues a credit note from the credit-note series and marks the invoice REFUNDED',
    access: 'admin',
    body: refundInvoiceBody,
    bodyExample: { reason: 'Cobro duplicado' },
    response: z.object({ invoice: invoiceDetailSchema, creditNote: invoiceDetailSchema }),
    errors: ['NOT_FOUND', 'INVOICE_NOT_REFUNDABLE', 'INVOICE_ALREADY_CREDITED'],
  }),
  getPublicInvoice: defineEndpoint({
    id: 'getPublicInvoice',
    method: 'GET',
    path: '/public/invoice',
    summary: 'What the public payment page shows for the token of a payment link',
    access: 'public',
    query: publicInvoiceQuery,
    response: publicInvoiceSchema,
    errors: ['PAYMENT_LINK_INVALID', 'PAYMENT_LINK_EXPIRED'],
  }),
  payPublicInvoice: defineEndpoint({
    id: 'payPublicInvoice',
    method: 'POST',
    path: '/public/invoice/pay',
    summary: 'Pays the invoice of a payment link by card through the payment gateway',
    access: 'public',
    body: payInvoiceBody,
    bodyExample: {
      token: 'payment-link-token',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      holder: 'Lucía Pérez García',
    },
    response: payInvoiceResponse,
    errors: [
      'PAYMENT_LINK_INVALID',
      'PAYMENT_LINK_EXPIRED',
      'INVOICE_ALREADY_PAID',
      'INVOICE_NOT_PAYABLE',
      'CARD_NUMBER_INVALID',
      'CARD_EXPIRED',
      'PAYMENT_DECLINED',
      'TOO_MANY_PAYMENT_ATTEMPTS',
    ],
  }),
};
