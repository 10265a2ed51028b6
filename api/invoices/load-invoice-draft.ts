import type { Kysely } from 'kysely';
import type { InvoiceDraft } from '../../schema/rest/invoices';
import { findCustomerInScope } from '../customers/customer-detail';
import type { Database } from '../db/database-schema';
import { selectCreditableInvoices } from './creditable-invoices';
import { customerInvoicing } from './customer-invoicing';
import { loadBillTo } from './load-invoice-parties';

/** GET /invoice/draft: what a document for this customer of the caller's scope would be issued with today. */
export async function loadInvoiceDraft(
  db: Kysely<Database>,
  scopeChannel: string,
  query: { fiscalId: string; brandId?: string | undefined },
  now: Date,
): Promise<InvoiceDraft> {
  const customerId = await findCustomerInScope(db, scopeChannel, query.fiscalId, query.brandId);
  const invoicing = await customerInvoicing(db, customerId, now);
  const creditable = await selectCreditableInvoices(db, customerId).limit(100).execute();
  return {
    customerId,
    brandId: invoicing.brandId,
    billTo: await loadBillTo(db, customerId),
    taxTerritory: invoicing.tax.territory,
    taxRate: invoicing.tax.rate,
    paymentTermsDays: invoicing.paymentTermsDays,
    issueDate: invoicing.issueDate,
    dueDate: invoicing.dueDate,
    creditableInvoices: creditable.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      family: row.family,
      cycle: row.billing_cycle,
      totalCents: row.total_cents,
      taxRate: row.tax_rate_basis_points / 100,
    })),
  };
}
