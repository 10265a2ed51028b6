import type { Invoice } from '../../schema/rest/invoices';
import type { InvoiceRow } from './load-invoice-in-scope';

/** An invoices row as the REST contract shows it. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    brandId: row.brand_id,
    channelId: row.channel_id,
    number: row.number,
    type: row.invoice_type,
    family: row.family,
    status: row.status,
    customerId: row.customer_id,
    document: row.document,
    taxTerritory: row.tax_territory,
    taxRate: row.tax_rate_basis_points / 100,
    baseCents: row.base_cents,
    taxCents: row.tax_cents,
    totalCents: row.total_cents,
    cycle: row.billing_cycle,
    dueDate: row.due_day,
    originalInvoiceId: row.original_invoice_id,
    created: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
  };
}
