import { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** Invoice statuses (docs/lifecycles.md "Invoices"); credit notes share them. */
export const INVOICE_STATUSES = ['PAID', 'PENDING', 'ERRORED', 'UNPAID', 'REFUNDED'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidOption,
});
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** Invoice types: an invoice or a credit note; each has its own number series. */
export const INVOICE_TYPES = ['INVOICE', 'CREDIT_NOTE'] as const;
export const invoiceTypeSchema = z.enum(INVOICE_TYPES, { error: DOMAIN_VALIDATION_MESSAGES.invalidOption });
export type InvoiceType = z.infer<typeof invoiceTypeSchema>;

/** What happened to an invoice, one history row each (docs/lifecycles.md "Invoices"). */
export const INVOICE_HISTORY_ACTIONS = [
  'ISSUE',
  'EDIT',
  'RESEND',
  'REFUND',
  'PAY',
  'PAYMENT_DECLINED',
] as const;
export const invoiceHistoryActionSchema = z.enum(INVOICE_HISTORY_ACTIONS);
export type InvoiceHistoryAction = z.infer<typeof invoiceHistoryActionSchema>;
