import { isInvoiceActionAllowed } from '../../../schema/domain/lifecycles/invoice-lifecycle';
import { canAccess } from '../../../schema/domain/roles';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import { RefundInvoiceMutation, ResendInvoiceMutation } from './invoice-documents';
import type { InvoiceRow } from './invoice-row';

export const INVOICES_QUEUE = 'invoices';
export const INVOICE_ENTITY = 'invoice';

/**
 * Resend (every status, invoices and credit notes) and refund (a paid invoice), admin level like the page and the
 * api (docs/lifecycles.md, Invoices).
 */
export const INVOICE_ACTIONS: readonly EntityAction<InvoiceRow>[] = [
  {
    id: 'invoice.resend',
    entity: INVOICE_ENTITY,
    title: 'fieldwork.invoice.action.resend',
    keywords: ['resend', 'reenviar', 'email', 'correo'],
    isVisible: (context, row) =>
      canAccess(context.user?.role, 'admin') && isInvoiceActionAllowed('RESEND', row),
    bulk: true,
    run: async (row) => {
      await runGatewayMutation(ResendInvoiceMutation, { id: row.id });
    },
    success: 'fieldwork.invoice.success.resend',
    rowLabel: (row) => row.number,
  },
  {
    id: 'invoice.refund',
    entity: INVOICE_ENTITY,
    title: 'fieldwork.invoice.action.refund',
    keywords: ['refund', 'reembolsar', 'abono', 'credit note'],
    isVisible: (context, row) =>
      canAccess(context.user?.role, 'admin') && isInvoiceActionAllowed('REFUND', row),
    confirm: {
      title: 'fieldwork.invoice.confirm.refundTitle',
      body: 'fieldwork.invoice.confirm.refundBody',
      irreversible: true,
    },
    run: async (row) => {
      await runGatewayMutation(RefundInvoiceMutation, { id: row.id, reason: null });
    },
    success: 'fieldwork.invoice.success.refund',
    rowLabel: (row) => row.number,
  },
];
