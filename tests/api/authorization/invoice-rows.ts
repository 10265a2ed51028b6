import { demoInvoiceId } from '../../../api/seed/demo-invoices';
import type { MatrixRow } from './matrix-row';

/** Invoices management is an admin menu entry, and its route is admin too (docs/decisions.md). */
const ADMIN_LEVEL = { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** The demo invoice at position 1 of brand 2020001 is PENDING: refunding it is refused (409), nothing changes. */
const REFUND_REFUSED = { ADMIN: 409, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
/** A demo customer of brand 2020001 in its own channel; OPERATOR stands above every brand. */
const FISCAL_ID = '05099189C';
const INVOICE_INPUT = {
  family: 'MOBILE',
  cycle: '2026-03',
  lines: [{ concept: 'Cuota', amountCents: 1000 }],
};

/** Public: the link's token is the credential, so a made-up one is unknown to anyone, signed in or not. */
const UNKNOWN_LINK = { ADMIN: 404, MANAGER: 404, AGENT: 404, CLIENT: 404, OPERATOR: 404, NO_TOKEN: 404 };

export const invoiceRows: Record<string, MatrixRow> = {
  listInvoices: { request: { path: '/invoices' }, expect: ADMIN_LEVEL },
  getInvoice: { request: { path: `/invoice?id=${demoInvoiceId('2020001', 0)}` }, expect: ADMIN_LEVEL },
  getInvoiceDraft: { request: { path: `/invoice/draft?fiscalId=${FISCAL_ID}` }, expect: ADMIN_LEVEL },
  createInvoice: {
    request: { path: '/invoices', body: { fiscalId: FISCAL_ID, type: 'INVOICE', ...INVOICE_INPUT } },
    expect: ADMIN_LEVEL,
  },
  // Position 1 is PENDING: an edit keeps it PENDING, so each allowed caller edits it again.
  updateInvoice: {
    request: { path: `/invoices/${demoInvoiceId('2020001', 1)}`, body: INVOICE_INPUT },
    expect: ADMIN_LEVEL,
  },
  getInvoicePdf: { request: { path: `/invoice/pdf?id=${demoInvoiceId('2020001', 0)}` }, expect: ADMIN_LEVEL },
  resendInvoice: {
    request: { path: `/invoices/${demoInvoiceId('2020001', 0)}/resend`, body: {} },
    expect: ADMIN_LEVEL,
  },
  refundInvoice: {
    request: { path: `/invoices/${demoInvoiceId('2020001', 1)}/refund`, body: {} },
    expect: REFUND_REFUSED,
  },
  getPublicInvoice: { request: { path: '/public/invoice?token=not-a-real-link' }, expect: UNKNOWN_LINK },
  payPublicInvoice: {
    request: {
      path: '/public/invoice/pay',
      body: {
        token: 'not-a-real-link',
        cardNumber: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
        holder: 'Ana Pago',
      },
    },
    expect: UNKNOWN_LINK,
  },
};
