import type { FieldworkInvoicesQuery } from '../../generated/graphql';

/** One row of the invoices queue, as the list query reads it. */
export type InvoiceRow = FieldworkInvoicesQuery['invoices']['edges'][number]['node'];
