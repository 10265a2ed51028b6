import { demoInvoiceId } from '../../../api/seed/demo-invoices';
import type { MatrixRow } from './matrix-row';

/** Invoices management is an admin menu entry, and its route is admin too (docs/decisions.md). */
const ADMIN_LEVEL = { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 };
/** The demo invoice at position 1 of brand 2020001 is PENDING: refunding it is refused (409), nothing changes. */
const REFUND_REFUSED = { ADMIN: 409, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 409, NO_TOKEN: 401 };
/** Public: the link's token is the credential, so a made-up one is unknown to anyone, signed in or not. */
const UNKNOWN_LINK = { ADMIN: 404, MANAGER: 404, AGENT: 404, CLIENT: 404, OPERATOR: 404, NO_TOKEN: 404 };

export const invoiceRows: Record<string, MatrixRow> = {
  listInvoices: { request: { path: '/invoices' }, expect: ADMIN_LEVEL },
  getInvoice: { request: { path: `/invoice?id=${demoInvoiceId('2020001', 0)}` }, expect: ADMIN_LEVEL },
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
