import type { Kysely } from 'kysely';
import {
  INVOICE_TRANSITIONS,
  isInvoiceActionAllowed,
  isPayable,
} from '../../schema/domain/lifecycles/invoice-lifecycle';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { enqueueEmail } from '../messaging/enqueue-email';
import { formatEuros } from './format-euros';
import { loadInvoiceInScope } from './load-invoice-in-scope';
import { issuePaymentLink } from './payment-link';

/**
 * E-mails an issued invoice or credit note to its customer again, through the outbox, with a history row and no
 * status change, all in one transaction. An invoice still waiting for money gets a fresh payment link (the old
 * one stops working).
 */
export async function resendInvoice(
  db: Kysely<Database>,
  {
    invoiceId,
    scopeChannel,
    actor,
    now,
  }: { invoiceId: string; scopeChannel: string; actor: string; now: Date },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const invoice = await loadInvoiceInScope(trx, scopeChannel, invoiceId, { lock: true });
    if (!isInvoiceActionAllowed('RESEND', { type: invoice.invoice_type, status: invoice.status })) {
      throw new ApiError(409, INVOICE_TRANSITIONS.RESEND.refusal, `This document cannot be sent again`);
    }
    const customer = await trx
      .selectFrom('customers')
      .innerJoin('brands', 'brands.id', 'customers.brand_id')
      .select(['customers.email', 'brands.name as brand_name'])
      .where('customers.id', '=', invoice.customer_id)
      .executeTakeFirstOrThrow();
    if (!customer.email) {
      throw new ApiError(409, 'CUSTOMER_HAS_NO_EMAIL', 'The customer has no e-mail address to send it to');
    }
    const payable = isPayable({ type: invoice.invoice_type, status: invoice.status });
    const link = payable ? await issuePaymentLink(trx, invoice.id) : null;
    const kind = invoice.invoice_type === 'CREDIT_NOTE' ? 'Factura rectificativa' : 'Factura';
    const lines = [
      `${kind} ${invoice.number} de ${customer.brand_name}, periodo ${invoice.billing_cycle}.`,
      `Importe total: ${formatEuros(invoice.total_cents)} (base ${formatEuros(invoice.base_cents)}, impuestos ${formatEuros(invoice.tax_cents)}).`,
      link
        ? `Vencimiento: ${invoice.due_day}. Puedes pagarla con tarjeta en ${link.url}`
        : `Estado: ${invoice.status}.`,
    ];
    await enqueueEmail(trx, {
      recipient: customer.email,
      subject: `${customer.brand_name}: ${kind.toLowerCase()} ${invoice.number}`,
      body: lines.join('\n'),
      brandId: invoice.brand_id,
    });
    await trx
      .insertInto('invoice_history')
      .values({
        invoice_id: invoice.id,
        action: 'RESEND',
        status_from: invoice.status,
        status_to: invoice.status,
        detail: link ? `sent to ${customer.email} with a new payment link` : `sent to ${customer.email}`,
        actor,
        at: now,
      })
      .execute();
    return invoice.id;
  });
}
