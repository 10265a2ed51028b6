import type { Kysely } from 'kysely';
import {
  INVOICE_TRANSITIONS,
  isInvoiceActionAllowed,
  isPayable,
} from '../../schema/domain/lifecycles/invoice-lifecycle';
import { formatEmailDate, formatEmailDateTime, formatEmailEuros } from '../../schema/email/email-format';
import { DEFAULT_EMAIL_LANGUAGE } from '../../schema/email/email-language';
import { emailTexts, fillEmailText, invoiceStatusName } from '../../schema/email/email-text';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { enqueueEmail } from '../messaging/enqueue-email';
import { loadInvoiceInScope } from './load-invoice-in-scope';
import { issuePaymentLink } from './payment-link';

// Customers have no stored language and the agent's console language is not theirs: the brands' default.
const CUSTOMER_EMAIL_LANGUAGE = DEFAULT_EMAIL_LANGUAGE;

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
    const link = payable ? await issuePaymentLink(trx, invoice.id, now) : null;
    const language = CUSTOMER_EMAIL_LANGUAGE;
    const texts = emailTexts(language, 'invoice');
    const kind = invoice.invoice_type === 'CREDIT_NOTE' ? texts.creditNote : texts.invoice;
    const money = (cents: number) => formatEmailEuros(cents, language);
    const values = {
      kind,
      number: invoice.number,
      brand: customer.brand_name,
      cycle: invoice.billing_cycle,
      total: money(invoice.total_cents),
      base: money(invoice.base_cents),
      tax: money(invoice.tax_cents),
      dueDate: formatEmailDate(invoice.due_day, language),
      link: link?.url ?? '',
      linkExpiry: link ? formatEmailDateTime(link.expiresAt, language) : '',
      status: invoiceStatusName(language, invoice.status),
    };
    const lines = [
      texts.summary,
      texts.amounts,
      ...(link ? [texts.payable, texts.linkValidity] : [texts.status]),
    ];
    await enqueueEmail(trx, {
      recipient: customer.email,
      subject: fillEmailText(texts.subject, { ...values, kind: kind.toLowerCase() }),
      body: lines.map((line) => fillEmailText(line, values)).join('\n'),
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
