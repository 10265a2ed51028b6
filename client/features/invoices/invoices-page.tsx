import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { sessionStore } from '../../session/session-store';
import { INVOICE_ACTIONS, INVOICE_ENTITY, INVOICES_QUEUE } from './invoice-actions';
import { INVOICE_COLUMNS, INVOICE_FILTERS } from './invoice-columns';
import type { InvoiceRow } from './invoice-row';
import { loadInvoices } from './load-invoices';

const rowId = (row: InvoiceRow) => row.id;
const rowHref = (row: InvoiceRow) => `/customer/${encodeURIComponent(row.document)}`;

/**
 * The menu hides /invoices unless the brand generates customer invoices; the route stays open to admins
 * (docs/decisions.md), so the page says why the list may be empty.
 */
function NotGeneratingNotice() {
  const { t } = useTranslation('fieldwork');
  const { brand } = useSnapshot(sessionStore);
  if (brand?.generateCustomerInvoices !== false) return null;
  return (
    <p
      role="note"
      className="rounded-md border border-amber-200 bg-amber-50 px-3 py-1.5 text-amber-900 text-xs dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      {t('fieldwork.invoice.notGenerating')}
    </p>
  );
}

/** /invoices: invoices and credit notes with resend and refund (admins). */
export default function InvoicesPage(_props: PageProps) {
  useEffect(() => registerEntityActions(INVOICE_ACTIONS), []);
  return (
    <QueuePage<InvoiceRow>
      queueId={INVOICES_QUEUE}
      entity={INVOICE_ENTITY}
      title="fieldwork.invoice.title"
      columns={INVOICE_COLUMNS}
      filters={INVOICE_FILTERS}
      load={loadInvoices}
      rowId={rowId}
      rowHref={rowHref}
      empty="fieldwork.invoice.empty"
      toolbar={<NotGeneratingNotice />}
      defaultSort={{ id: 'created', desc: true }}
    />
  );
}
