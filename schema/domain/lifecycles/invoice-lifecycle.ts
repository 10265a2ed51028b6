import type { InvoiceStatus, InvoiceType } from '../vocabulary/invoice';

/** The console's and the payer's actions on an invoice (docs/lifecycles.md "Invoices"). */
export type InvoiceAction = 'EDIT' | 'CREDIT' | 'RESEND' | 'REFUND' | 'PAY';

type Transition = {
  /** Types the action applies to. */
  types: readonly InvoiceType[];
  /** Statuses the action starts from. */
  from: readonly InvoiceStatus[];
  /** The status afterwards; null keeps the current one. */
  to: InvoiceStatus | null;
  /** 409 code when the type or status does not allow the action. */
  refusal: string;
};

/**
 * An invoice is edited only while PENDING (nothing paid, nothing collected, nothing rectified yet); once money moved,
 * or on a credit note, a mistake is corrected by a credit note.
 */
export const INVOICE_TRANSITIONS: Record<InvoiceAction, Transition> = {
  EDIT: { types: ['INVOICE'], from: ['PENDING'], to: null, refusal: 'INVOICE_NOT_EDITABLE' },
  // A manual credit note rectifies an invoice that can no longer be edited (a PENDING one is edited instead); the
  // invoice keeps its status, and one credit note per invoice (a refunded one already has its own).
  CREDIT: {
    types: ['INVOICE'],
    from: ['PAID', 'UNPAID', 'ERRORED'],
    to: null,
    refusal: 'INVOICE_NOT_CREDITABLE',
  },
  // A copy of the document, in any status: the customer may need a paid or refunded invoice for their records.
  RESEND: {
    types: ['INVOICE', 'CREDIT_NOTE'],
    from: ['PAID', 'PENDING', 'ERRORED', 'UNPAID', 'REFUNDED'],
    to: null,
    refusal: 'INVOICE_NOT_RESENDABLE',
  },
  // Only money received can be given back; an unpaid invoice is not refunded, it is left unpaid or written off.
  REFUND: { types: ['INVOICE'], from: ['PAID'], to: 'REFUNDED', refusal: 'INVOICE_NOT_REFUNDABLE' },
  PAY: {
    types: ['INVOICE'],
    from: ['PENDING', 'UNPAID', 'ERRORED'],
    to: 'PAID',
    refusal: 'INVOICE_NOT_PAYABLE',
  },
};

/** The status a credit note is issued in: it settles the refunded invoice, nothing is left to collect. */
export const CREDIT_NOTE_STATUS: InvoiceStatus = 'PAID';

/** Whether the action is allowed on a document of that type and status. */
export function isInvoiceActionAllowed(
  action: InvoiceAction,
  invoice: { type: InvoiceType; status: InvoiceStatus },
): boolean {
  const transition = INVOICE_TRANSITIONS[action];
  return transition.types.includes(invoice.type) && transition.from.includes(invoice.status);
}

/** Whether the payment page offers the card form: an invoice still waiting for money. */
export function isPayable(invoice: { type: InvoiceType; status: InvoiceStatus }): boolean {
  return isInvoiceActionAllowed('PAY', invoice);
}

/**
 * Statuses no action starts from (RESEND takes every status). With the table's `from` lists they name every status, so a new status
 * is refused by the lifecycle test until someone decides what it allows.
 */
export const INVOICE_STATUSES_WITHOUT_ACTIONS: readonly InvoiceStatus[] = [];
