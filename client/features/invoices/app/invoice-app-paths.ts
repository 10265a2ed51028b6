/** Where the invoices app's pages are (client/routes.ts). */
export const invoiceAppPaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: (id: string) => `/apps/invoice/preview/${encodeURIComponent(id)}`,
  edit: (id: string) => `/apps/invoice/edit/${encodeURIComponent(id)}`,
  /** The add form for a customer, as a credit note of one of its invoices. */
  creditNoteFor: (invoiceId: string, fiscalId: string) =>
    `/apps/invoice/add?${new URLSearchParams({ type: 'CREDIT_NOTE', original: invoiceId, fiscalId })}`,
};
