import type { Kysely } from 'kysely';
import { INVOICE_TRANSITIONS } from '../../schema/domain/lifecycles/invoice-lifecycle';
import type { Database } from '../db/database-schema';

/**
 * The customer's invoices a manual credit note may rectify, newest first: an invoice in a status CREDIT starts from
 * with no credit note yet (one per invoice, as the database holds).
 */
export function selectCreditableInvoices(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('invoices')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.status',
      'invoices.family',
      'invoices.billing_cycle',
      'invoices.total_cents',
      'invoices.tax_rate_basis_points',
    ])
    .where('invoices.customer_id', '=', customerId)
    .where('invoices.invoice_type', 'in', INVOICE_TRANSITIONS.CREDIT.types)
    .where('invoices.status', 'in', INVOICE_TRANSITIONS.CREDIT.from)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoices as note')
            .select('note.id')
            .whereRef('note.original_invoice_id', '=', 'invoices.id'),
        ),
      ),
    )
    .orderBy('invoices.created_at', 'desc')
    .orderBy('invoices.id', 'desc');
}
