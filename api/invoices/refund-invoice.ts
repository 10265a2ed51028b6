import type { Kysely } from 'kysely';
import {
  CREDIT_NOTE_STATUS,
  INVOICE_TRANSITIONS,
  isInvoiceActionAllowed,
} from '../../schema/domain/lifecycles/invoice-lifecycle';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import type { InvoiceLine } from '../../schema/rest/invoices';
import { issueSeriesNumber } from '../brand-settings/issue-series-number';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import type { PaymentGateway } from '../providers/payment-gateway/payment-gateway';
import { loadInvoiceInScope } from './load-invoice-in-scope';

export type InvoiceRefund = {
  invoiceId: string;
  scopeChannel: string;
  reason: string | null;
  actor: string;
  now: Date;
};

/**
 * Refunds a PAID invoice in full, in one transaction: a credit note with the next number of the brand's
 * credit-note series (the series row stays locked until commit, so concurrent refunds get consecutive distinct
 * numbers), every amount negated, the invoice REFUNDED, a history row on each. A card payment taken through
 * the gateway is refunded there too, with a key per invoice so a retry never refunds twice.
 */
export async function refundInvoice(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  refund: InvoiceRefund,
): Promise<{ invoiceId: string; creditNoteId: string }> {
  return db.transaction().execute(async (trx) => {
    const invoice = await loadInvoiceInScope(trx, refund.scopeChannel, refund.invoiceId, { lock: true });
    if (!isInvoiceActionAllowed('REFUND', { type: invoice.invoice_type, status: invoice.status })) {
      throw new ApiError(
        409,
        INVOICE_TRANSITIONS.REFUND.refusal,
        invoice.invoice_type === 'CREDIT_NOTE'
          ? 'A credit note cannot be refunded'
          : `An invoice in status ${invoice.status} cannot be refunded: only paid invoices can`,
      );
    }
    // A credit note issued by hand already rectifies it: one credit note per invoice.
    const credited = await trx
      .selectFrom('invoices')
      .select('number')
      .where('original_invoice_id', '=', invoice.id)
      .executeTakeFirst();
    if (credited) {
      throw new ApiError(
        409,
        'INVOICE_ALREADY_CREDITED',
        `Invoice ${invoice.number} is already rectified by credit note ${credited.number}`,
      );
    }
    const issued = await issueSeriesNumber(trx, invoice.brand_id, 'CREDIT_NOTE', refund.now);
    const lines: InvoiceLine[] = invoice.lines.map((line) => ({
      ...line,
      amountCents: -line.amountCents,
      taxCents: -line.taxCents,
    }));
    const creditNote = await trx
      .insertInto('invoices')
      .values({
        brand_id: invoice.brand_id,
        channel_id: invoice.channel_id,
        number: issued.documentNumber,
        invoice_type: 'CREDIT_NOTE',
        family: invoice.family,
        status: CREDIT_NOTE_STATUS,
        customer_id: invoice.customer_id,
        document: invoice.document,
        lines: JSON.stringify(lines),
        tax_territory: invoice.tax_territory,
        tax_rate_basis_points: invoice.tax_rate_basis_points,
        base_cents: -invoice.base_cents,
        tax_cents: -invoice.tax_cents,
        total_cents: -invoice.total_cents,
        billing_cycle: invoice.billing_cycle,
        due_date: isoDateOf(madridCalendarDate(refund.now)),
        original_invoice_id: invoice.id,
        created_at: refund.now,
        modified_at: refund.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('invoices')
      .set({ status: INVOICE_TRANSITIONS.REFUND.to ?? 'REFUNDED', modified_at: refund.now })
      .where('id', '=', invoice.id)
      .execute();
    const charge = await trx
      .selectFrom('invoice_payments')
      .select(['gateway_reference', 'amount_cents'])
      .where('invoice_id', '=', invoice.id)
      .where('kind', '=', 'CHARGE')
      .executeTakeFirst();
    if (charge) {
      const returned = await gateway.refund({
        chargeReference: charge.gateway_reference,
        amountCents: charge.amount_cents,
        idempotencyKey: `refund:${invoice.id}`,
      });
      await trx
        .insertInto('invoice_payments')
        .values({
          invoice_id: creditNote.id,
          kind: 'REFUND',
          gateway_reference: returned.reference,
          amount_cents: charge.amount_cents,
          card_last4: null,
          at: refund.now,
        })
        .execute();
    }
    const because = refund.reason ? `: ${refund.reason}` : '';
    await trx
      .insertInto('invoice_history')
      .values([
        {
          invoice_id: invoice.id,
          action: 'REFUND',
          status_from: invoice.status,
          status_to: 'REFUNDED',
          detail: `credit note ${issued.documentNumber}${because}`,
          actor: refund.actor,
          at: refund.now,
        },
        {
          invoice_id: creditNote.id,
          action: 'ISSUE',
          status_from: null,
          status_to: CREDIT_NOTE_STATUS,
          detail: `refund of ${invoice.number}${because}`,
          actor: refund.actor,
          at: refund.now,
        },
      ])
      .execute();
    return { invoiceId: invoice.id, creditNoteId: creditNote.id };
  });
}
