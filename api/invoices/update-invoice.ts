import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { invoiceTotals } from '../../schema/domain/invoice-totals';
import {
  INVOICE_TRANSITIONS,
  isInvoiceActionAllowed,
} from '../../schema/domain/lifecycles/invoice-lifecycle';
import type { updateInvoiceBody } from '../../schema/rest/invoices';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { checkLineSubscriptions } from './check-line-subscriptions';
import { loadInvoiceInScope } from './load-invoice-in-scope';

export type InvoiceEdit = {
  invoiceId: string;
  scopeChannel: string;
  body: z.infer<typeof updateInvoiceBody>;
  actor: string;
  now: Date;
};

const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/**
 * PUT /invoices/:id, in one transaction with the invoice row locked: only a PENDING invoice (EDIT in the
 * lifecycle) takes new concepts, family and cycle; its number, customer, tax territory and rate and due date stay.
 * The totals are computed again at the stored rate, any payment link stops working (it was sent with the old
 * amount: a resend sends a new one), and an EDIT history row says what the total was and is. Anything else answers
 * 409 INVOICE_NOT_EDITABLE and changes nothing.
 */
export async function updateInvoice(db: Kysely<Database>, edit: InvoiceEdit): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const invoice = await loadInvoiceInScope(trx, edit.scopeChannel, edit.invoiceId, { lock: true });
    if (!isInvoiceActionAllowed('EDIT', { type: invoice.invoice_type, status: invoice.status })) {
      throw new ApiError(
        409,
        INVOICE_TRANSITIONS.EDIT.refusal,
        invoice.invoice_type === 'CREDIT_NOTE'
          ? 'A credit note cannot be edited'
          : `An invoice in status ${invoice.status} cannot be edited: only pending invoices can`,
      );
    }
    await checkLineSubscriptions(trx, invoice.customer_id, edit.body.lines);
    const totals = invoiceTotals(edit.body.lines, invoice.tax_rate_basis_points / 100, invoice.invoice_type);
    await trx
      .updateTable('invoices')
      .set({
        family: edit.body.family,
        billing_cycle: edit.body.cycle,
        lines: JSON.stringify(totals.lines),
        base_cents: totals.baseCents,
        tax_cents: totals.taxCents,
        total_cents: totals.totalCents,
        payment_token_hash: null,
        payment_failed_attempts: 0,
        modified_at: edit.now,
      })
      .where('id', '=', invoice.id)
      .execute();
    await trx
      .insertInto('invoice_history')
      .values({
        invoice_id: invoice.id,
        action: 'EDIT',
        status_from: invoice.status,
        status_to: invoice.status,
        detail: `${totals.lines.length} lines, total ${euros(invoice.total_cents)} -> ${euros(totals.totalCents)}`,
        actor: edit.actor,
        at: edit.now,
      })
      .execute();
    return invoice.id;
  });
}
