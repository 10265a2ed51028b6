import { z } from 'zod';
import { taxTerritorySchema } from '../domain/taxes';
import { DOMAIN_VALIDATION_MESSAGES } from '../domain/validation-messages';
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

export const invoiceDetailSchema = invoiceSchema.extend({
  lines: z.array(invoiceLineSchema),
  /** On a refunded invoice: its credit note. */
  creditNoteId: z.string().nullable(),
  history: z.array(invoiceHistoryEntrySchema),
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
    response: z.object({ items: z.array(invoiceSchema), nextCursor: z.string().nullable() }),
  }),
  getInvoice: defineEndpoint({
    id: 'getInvoice',
    method: 'GET',
    path: '/invoice',
    summary: 'One invoice or credit note with its lines and history',
    access: 'admin',
    query: uuidQuery,
    response: invoiceDetailSchema,
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
    errors: ['NOT_FOUND', 'INVOICE_NOT_REFUNDABLE'],
  }),
  getPublicInvoice: defineEndpoint({
    id: 'getPublicInvoice',
    method: 'GET',
    path: '/public/invoice',
    summary: 'What the public payment page shows for the token of a payment link',
    access: 'public',
    query: publicInvoiceQuery,
    response: publicInvoiceSchema,
    errors: ['PAYMENT_LINK_INVALID'],
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
      'INVOICE_ALREADY_PAID',
      'INVOICE_NOT_PAYABLE',
      'CARD_NUMBER_INVALID',
      'CARD_EXPIRED',
      'PAYMENT_DECLINED',
      'TOO_MANY_PAYMENT_ATTEMPTS',
    ],
  }),
};
