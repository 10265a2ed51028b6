import { isInvoiceActionAllowed } from '../../../../schema/domain/lifecycles/invoice-lifecycle';
import { canAccess } from '../../../../schema/domain/roles';
import { type EntityAction, EntityActionAborted } from '../../../actions/entity-action';
import type { CommandContext } from '../../../palette/command';
import { navigateTo } from '../../../session/navigator';
import { INVOICE_ENTITY } from '../invoice-actions';
import type { InvoiceRow } from '../invoice-row';
import { downloadInvoicePdf } from './download-invoice-pdf';
import { invoiceAppPaths } from './invoice-app-paths';

const isAdmin = (context: CommandContext) => canAccess(context.user?.role, 'admin');

/** Whether the app offers the edit form for a document: an invoice still PENDING (the lifecycle's EDIT). */
export function isEditable(row: Pick<InvoiceRow, 'type' | 'status'>): boolean {
  return isInvoiceActionAllowed('EDIT', row);
}

/** Whether the app offers a credit note for it (the lifecycle's CREDIT; the api also checks it has none yet). */
export function isCreditable(row: Pick<InvoiceRow, 'type' | 'status'>): boolean {
  return isInvoiceActionAllowed('CREDIT', row);
}

/**
 * The invoices app's own actions on an invoice, next to resend and refund: its PDF, the edit form, a credit note.
 * The two forms are pages: opening one sends nothing, so the action ends there without a toast (the form's save
 * has its own).
 */
export const INVOICE_APP_ACTIONS: readonly EntityAction<InvoiceRow>[] = [
  {
    id: 'invoice.pdf',
    entity: INVOICE_ENTITY,
    title: 'invoiceApp.action.downloadPdf',
    keywords: ['pdf', 'download', 'descargar', 'baixa'],
    isVisible: isAdmin,
    run: async (row) => {
      await downloadInvoicePdf(row.id);
    },
    success: 'invoiceApp.success.downloaded',
    rowLabel: (row) => row.number,
  },
  {
    id: 'invoice.edit',
    entity: INVOICE_ENTITY,
    title: 'invoiceApp.action.edit',
    keywords: ['edit', 'editar', 'edita', 'modificar'],
    isVisible: (context, row) => isAdmin(context) && isEditable(row),
    run: async (row) => {
      navigateTo(invoiceAppPaths.edit(row.id));
      throw new EntityActionAborted();
    },
    success: 'invoiceApp.success.saved',
    rowLabel: (row) => row.number,
  },
  {
    id: 'invoice.creditNote',
    entity: INVOICE_ENTITY,
    title: 'invoiceApp.action.creditNote',
    keywords: ['credit note', 'rectificativa', 'abono', 'rectificar'],
    isVisible: (context, row) => isAdmin(context) && isCreditable(row),
    run: async (row) => {
      navigateTo(invoiceAppPaths.creditNoteFor(row.id, row.document));
      throw new EntityActionAborted();
    },
    success: 'invoiceApp.success.created',
    rowLabel: (row) => row.number,
  },
];
