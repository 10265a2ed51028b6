import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { invoiceTotals } from '../../schema/domain/invoice-totals';
import {
  CREDIT_NOTE_STATUS,
  INVOICE_TRANSITIONS,
  isInvoiceActionAllowed,
} from '../../schema/domain/lifecycles/invoice-lifecycle';
import type { ApplicableTax } from '../../schema/domain/taxes';
import type { createInvoiceBody } from '../../schema/rest/invoices';
import { issueSeriesNumber } from '../brand-settings/issue-series-number';
import { findCustomerInScope } from '../customers/customer-detail';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { checkLineSubscriptions } from './check-line-subscriptions';
import { customerInvoicing } from './customer-invoicing';
import { type InvoiceRow, loadInvoiceInScope } from './load-invoice-in-scope';

export type NewInvoice = {
  scopeChannel: string;
  body: z.infer<typeof createInvoiceBody>;
  actor: string;
  now: Date;
};

/** The invoice a credit note rectifies: the customer's own, locked, that CREDIT applies to and not credited yet. */
async function rectifiedInvoice(
  trx: Kysely<Database>,
  scopeChannel: string,
  customerId: string,
  id: string,
): Promise<InvoiceRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such invoice of this customer', 'originalInvoiceId');
  let original: InvoiceRow;
  try {
    original = await loadInvoiceInScope(trx, scopeChannel, id, { lock: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound;
    throw error;
  }
  if (original.customer_id !== customerId) throw notFound;
  const credited = await trx
    .selectFrom('invoices')
    .select('id')
    .where('original_invoice_id', '=', original.id)
    .executeTakeFirst();
  if (
    credited ||
    !isInvoiceActionAllowed('CREDIT', { type: original.invoice_type, status: original.status })
  ) {
    throw new ApiError(
      409,
      INVOICE_TRANSITIONS.CREDIT.refusal,
      credited
        ? `Invoice ${original.number} already has a credit note`
        : `Invoice ${original.number} is ${original.status}: a pending invoice is edited, a credit note cannot be rectified`,
      'originalInvoiceId',
    );
  }
  return original;
}

/**
 * POST /invoices, in one transaction: the customer in scope, the tax of its territory (a credit note keeps the
 * rectified invoice's), the number taken from the brand's series at save (the series row stays locked until commit,
 * so concurrent saves get distinct consecutive numbers, and a save that fails gives its number back), the document
 * and its ISSUE history row. An invoice is issued PENDING and due after the brand's payment terms; a credit note is
 * issued PAID (it settles, nothing is collected) and due the day it is issued, for at most the rectified total.
 */
export async function createInvoice(db: Kysely<Database>, input: NewInvoice): Promise<string> {
  const { body, now } = input;
  return db.transaction().execute(async (trx) => {
    const customerId = await findCustomerInScope(trx, input.scopeChannel, body.fiscalId, body.brandId);
    const invoicing = await customerInvoicing(trx, customerId, now);
    await checkLineSubscriptions(trx, customerId, body.lines);
    const original =
      body.type === 'CREDIT_NOTE' && body.originalInvoiceId
        ? await rectifiedInvoice(trx, input.scopeChannel, customerId, body.originalInvoiceId)
        : null;
    const tax: ApplicableTax = original
      ? { territory: original.tax_territory, rate: original.tax_rate_basis_points / 100 }
      : invoicing.tax;
    const totals = invoiceTotals(body.lines, tax.rate, body.type);
    if (original && -totals.totalCents > original.total_cents) {
      throw new ApiError(
        422,
        'CREDIT_NOTE_EXCEEDS_INVOICE',
        `A credit note of ${-totals.totalCents} cents exceeds invoice ${original.number} (${original.total_cents} cents)`,
        'lines',
      );
    }
    const issued = await issueSeriesNumber(trx, invoicing.brandId, body.type, now);
    const status = original ? CREDIT_NOTE_STATUS : 'PENDING';
    const created = await trx
      .insertInto('invoices')
      .values({
        brand_id: invoicing.brandId,
        channel_id: invoicing.channelId,
        number: issued.documentNumber,
        invoice_type: body.type,
        family: body.family,
        status,
        customer_id: customerId,
        document: invoicing.fiscalId,
        lines: JSON.stringify(totals.lines),
        tax_territory: tax.territory,
        tax_rate_basis_points: Math.round(tax.rate * 100),
        base_cents: totals.baseCents,
        tax_cents: totals.taxCents,
        total_cents: totals.totalCents,
        billing_cycle: body.cycle,
        due_date: original ? invoicing.issueDate : invoicing.dueDate,
        original_invoice_id: original?.id ?? null,
        created_at: now,
        modified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_history')
      .values({
        invoice_id: created.id,
        action: 'ISSUE',
        status_from: null,
        status_to: status,
        detail: original ? `issued by hand, rectifies ${original.number}` : 'issued by hand',
        actor: input.actor,
        at: now,
      })
      .execute();
    return created.id;
  });
}
