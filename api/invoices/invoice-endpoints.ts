import type { Kysely } from 'kysely';
import { DEFAULT_EMAIL_LANGUAGE } from '../../schema/email/email-language';
import { invoiceEndpoints } from '../../schema/rest/invoices';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { createEmbeddedPaymentGateway } from '../providers/payment-gateway/embedded-payment-gateway';
import type { PaymentGateway } from '../providers/payment-gateway/payment-gateway';
import { createInvoice } from './create-invoice';
import { listInvoices } from './list-invoices';
import { loadInvoiceDetail } from './load-invoice-detail';
import { loadInvoiceDraft } from './load-invoice-draft';
import { loadPublicInvoice, payInvoiceByLink } from './pay-invoice-by-link';
import { refundInvoice } from './refund-invoice';
import { resendInvoice } from './resend-invoice';
import { updateInvoice } from './update-invoice';

// The document goes to the customer, whose language nobody stores: the brands' default, as its e-mail.
const DOCUMENT_LANGUAGE = DEFAULT_EMAIL_LANGUAGE;

/** A download name from the document number: letters, digits, dots, dashes and underscores. */
function pdfFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '_') || 'factura'}.pdf`;
}

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
    implement(invoiceEndpoints.getInvoiceDraft, ({ caller, query }) =>
      loadInvoiceDraft(db, caller.user.channel_id, query, clock()),
    ),
    implement(invoiceEndpoints.createInvoice, async ({ caller, body }) => {
      const id = await createInvoice(db, {
        scopeChannel: caller.user.channel_id,
        body,
        actor: caller.user.email,
        now: clock(),
      });
      return loadInvoiceDetail(db, caller.user.channel_id, id);
    }),
    implement(invoiceEndpoints.updateInvoice, async ({ caller, params, body }) => {
      const id = await updateInvoice(db, {
        invoiceId: params.id ?? '',
        scopeChannel: caller.user.channel_id,
        body,
        actor: caller.user.email,
        now: clock(),
      });
      return loadInvoiceDetail(db, caller.user.channel_id, id);
    }),
    implement(invoiceEndpoints.getInvoicePdf, async ({ caller, query }) => {
      const invoice = await loadInvoiceDetail(db, caller.user.channel_id, query.id);
      // pdf-lib loads with the first PDF asked for, not with the api.
      const { renderInvoicePdf } = await import('./render-invoice-pdf');
      const bytes = await renderInvoicePdf(invoice, DOCUMENT_LANGUAGE);
      return {
        fileName: pdfFileName(invoice.number),
        content: `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`,
      };
    }),
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
    implement(invoiceEndpoints.getPublicInvoice, ({ query }) => loadPublicInvoice(db, query.token, clock())),
    implement(invoiceEndpoints.payPublicInvoice, ({ body }) => payInvoiceByLink(db, gateway, body, clock())),
  ];
}
