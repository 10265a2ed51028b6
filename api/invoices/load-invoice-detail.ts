import type { Kysely } from 'kysely';
import type { InvoiceDetail } from '../../schema/rest/invoices';
import type { Database } from '../db/database-schema';
import { loadInvoiceInScope } from './load-invoice-in-scope';
import { loadBillTo, loadIssuer } from './load-invoice-parties';
import { toInvoice } from './to-invoice';

/**
 * One invoice of the caller's scope with its lines, its credit note (if refunded or rectified), the invoice it
 * rectifies (on a credit note), its history (oldest first), and the issuer and customer as printed.
 */
export async function loadInvoiceDetail(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
): Promise<InvoiceDetail> {
  const row = await loadInvoiceInScope(db, scopeChannel, id);
  const history = await db
    .selectFrom('invoice_history')
    .selectAll()
    .where('invoice_id', '=', row.id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const creditNote = await db
    .selectFrom('invoices')
    .select('id')
    .where('original_invoice_id', '=', row.id)
    .executeTakeFirst();
  const original = row.original_invoice_id
    ? await db
        .selectFrom('invoices')
        .select('number')
        .where('id', '=', row.original_invoice_id)
        .executeTakeFirst()
    : undefined;
  return {
    ...toInvoice(row),
    lines: row.lines,
    creditNoteId: creditNote?.id ?? null,
    originalInvoiceNumber: original?.number ?? null,
    history: history.map((entry) => ({
      action: entry.action,
      statusFrom: entry.status_from,
      statusTo: entry.status_to,
      detail: entry.detail,
      actor: entry.actor,
      at: entry.at.toISOString(),
    })),
    issuer: await loadIssuer(db, row.brand_id),
    billTo: await loadBillTo(db, row.customer_id),
  };
}
