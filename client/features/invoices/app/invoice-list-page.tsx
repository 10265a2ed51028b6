import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registerEntityActions } from '../../../actions/register-entity-actions';
import { registerCommands } from '../../../palette/command-registry';
import { QueuePage } from '../../../queues/queue-page';
import type { PageProps } from '../../../routing/route-types';
import { navigateTo } from '../../../session/navigator';
import { INVOICE_ACTIONS, INVOICE_ENTITY } from '../invoice-actions';
import { INVOICE_COLUMNS, INVOICE_FILTERS } from '../invoice-columns';
import type { InvoiceRow } from '../invoice-row';
import { loadInvoices } from '../load-invoices';
import { INVOICE_APP_ACTIONS } from './invoice-app-actions';
import { INVOICE_LIST_COMMANDS } from './invoice-app-commands';
import { invoiceAppPaths } from './invoice-app-paths';

/** Its own queue id: the app keeps its filters, columns and focused row apart from /invoices. */
export const INVOICE_APP_QUEUE = 'invoice-app';

const rowId = (row: InvoiceRow) => row.id;
const rowHref = (row: InvoiceRow) => invoiceAppPaths.preview(row.id);

/**
 * /apps/invoice/list (admins): the invoices queue's data with the app's filters; Enter previews a document, and
 * the row menu and the palette download its PDF, edit it while pending, issue a credit note, resend or refund it.
 */
export default function InvoiceListPage(_props: PageProps) {
  const { t } = useTranslation('invoiceApp');
  useEffect(() => {
    const removeActions = registerEntityActions([...INVOICE_APP_ACTIONS, ...INVOICE_ACTIONS]);
    const removeCommands = registerCommands(INVOICE_LIST_COMMANDS);
    return () => {
      removeActions();
      removeCommands();
    };
  }, []);
  return (
    <QueuePage<InvoiceRow>
      queueId={INVOICE_APP_QUEUE}
      entity={INVOICE_ENTITY}
      title="invoiceApp.list.title"
      columns={INVOICE_COLUMNS}
      filters={INVOICE_FILTERS}
      load={loadInvoices}
      rowId={rowId}
      rowHref={rowHref}
      empty="fieldwork.invoice.empty"
      defaultSort={{ id: 'created', desc: true }}
      csvFileName="facturas"
      toolbar={
        <button
          type="button"
          onClick={() => navigateTo(invoiceAppPaths.add)}
          className="h-9 rounded-lg bg-primary-700 px-3 font-semibold text-sm text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:bg-primary-700 dark:hover:bg-primary-600"
        >
          {t('invoiceApp.action.new')}
        </button>
      }
    />
  );
}
