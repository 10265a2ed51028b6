import type { Kysely } from 'kysely';
import { invoiceEndpoints } from '../../schema/rest/invoices';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { createEmbeddedPaymentGateway } from '../providers/payment-gateway/embedded-payment-gateway';
import type { PaymentGateway } from '../providers/payment-gateway/payment-gateway';
import { listInvoices } from './list-invoices';
import { loadInvoiceDetail } from './load-invoice-detail';
import { loadPublicInvoice, payInvoiceByLink } from './pay-invoice-by-link';
import { refundInvoice } from './refund-invoice';
import { resendInvoice } from './resend-invoice';

/**
 * Invoices and credit notes scoped to the caller's current channel, and the public payment page whose link token
 * is the credential; the embedded payment gateway unless one is given.
 */
export function createInvoiceEndpoints({
  db,
  gateway = createEmbeddedPaymentGateway(),
  clock = () => new Date(),
}: {
  db: Kysely<Database>;
  gateway?: PaymentGateway;
  clock?: () => Date;
}) {
  return [
    implement(invoiceEndpoints.listInvoices, ({ caller, query }) =>
      listInvoices(db, caller.user.channel_id, query),
    ),
    implement(invoiceEndpoints.getInvoice, ({ caller, query }) =>
      loadInvoiceDetail(db, caller.user.channel_id, query.id),
    ),
    implement(invoiceEndpoints.resendInvoice, async ({ caller, params }) => {
      const id = await resendInvoice(db, {
        invoiceId: params.id ?? '',
        scopeChannel: caller.user.channel_id,
        actor: caller.user.email,
        now: clock(),
      });
      return loadInvoiceDetail(db, caller.user.channel_id, id);
    }),
    implement(invoiceEndpoints.refundInvoice, async ({ caller, params, body }) => {
      const { invoiceId, creditNoteId } = await refundInvoice(db, gateway, {
        invoiceId: params.id ?? '',
        scopeChannel: caller.user.channel_id,
        reason: body.reason || null,
        actor: caller.user.email,
        now: clock(),
      });
      return {
        invoice: await loadInvoiceDetail(db, caller.user.channel_id, invoiceId),
        creditNote: await loadInvoiceDetail(db, caller.user.channel_id, creditNoteId),
      };
    }),
    implement(invoiceEndpoints.getPublicInvoice, ({ query }) => loadPublicInvoice(db, query.token)),
    implement(invoiceEndpoints.payPublicInvoice, ({ body }) => payInvoiceByLink(db, gateway, body, clock())),
  ];
}
