import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearActionTarget, setActionTarget } from '../../../actions/action-target-store';
import { registerEntityActions } from '../../../actions/register-entity-actions';
import { startEntityAction } from '../../../actions/start-entity-action';
import type { InvoiceAppDetailFieldsFragment } from '../../../generated/graphql';
import { registerCommands } from '../../../palette/command-registry';
import { useCommandContext } from '../../../palette/use-command-context';
import type { PageProps } from '../../../routing/route-types';
import { useGraphqlQuery } from '../../../server-state/use-graphql-query';
import { navigateTo } from '../../../session/navigator';
import { PageHeader } from '../../../shell/page-header';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { formatDate } from '../../../ui/format';
import { PageSpinner } from '../../../ui/page-spinner';
import { INVOICE_ACTIONS, INVOICE_ENTITY } from '../invoice-actions';
import { INVOICE_APP_ACTIONS, isCreditable, isEditable } from './invoice-app-actions';
import { previewCommands } from './invoice-app-commands';
import { InvoiceAppDetailQuery } from './invoice-app-documents';
import { invoiceAppPaths } from './invoice-app-paths';
import { InvoiceDocument, PRINTED_DOCUMENT_ID } from './invoice-document';

/** The preview's own queue id for the action target: the palette's invoice actions apply to this document. */
const PREVIEW_TARGET = 'invoice-app-preview';

/** On paper, only the document: the shell, the toolbar and the history stay on screen. */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden !important; }
  #${PRINTED_DOCUMENT_ID}, #${PRINTED_DOCUMENT_ID} * { visibility: visible !important; color: #0f172a !important; }
  #${PRINTED_DOCUMENT_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; background: #fff !important; }
  #${PRINTED_DOCUMENT_ID} * { background-color: transparent !important; border-color: #cbd5e1 !important; }
  #${PRINTED_DOCUMENT_ID} > div:first-child { background-color: #ea580c !important; print-color-adjust: exact; }
}`;

function History({ invoice }: { invoice: InvoiceAppDetailFieldsFragment }) {
  const { t } = useTranslation(['invoiceApp', 'domain']);
  return (
    <section aria-labelledby="invoice-history" className="space-y-2">
      <h2 id="invoice-history" className="font-semibold text-slate-900 text-sm dark:text-slate-50">
        {t('invoiceApp.preview.history')}
      </h2>
      <ol className="space-y-1 text-sm">
        {invoice.history.map((entry) => (
          <li
            key={`${entry.at}-${entry.action}`}
            className="flex flex-wrap gap-x-3 text-slate-700 dark:text-slate-300"
          >
            <span className="tabular-nums text-slate-500 dark:text-slate-400">
              {formatDate(entry.at, true)}
            </span>
            <span className="font-medium">{t(`domain.invoiceHistoryAction.${entry.action}`)}</span>
            {entry.detail ? <span>{entry.detail}</span> : null}
            <span className="text-slate-500 dark:text-slate-400">{entry.actor}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /apps/invoice/preview/{id} (admins): the brand-styled document with its lines, taxes by territory and totals,
 * its PDF rendered by the server, print, and the actions its status allows (edit while pending, a credit note,
 * resend, refund), from the toolbar and the palette alike.
 */
export default function InvoicePreviewPage({ params }: PageProps) {
  const { t } = useTranslation(['invoiceApp', 'domain', 'errors', 'fieldwork', 'routes']);
  const id = decodeURIComponent(params.id ?? '');
  const query = useGraphqlQuery(InvoiceAppDetailQuery, { id });
  const invoice = (query.data?.invoice ?? null) as InvoiceAppDetailFieldsFragment | null;
  const context = useCommandContext();
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const removeActions = registerEntityActions([...INVOICE_APP_ACTIONS, ...INVOICE_ACTIONS]);
    return () => {
      removeActions();
      clearActionTarget(PREVIEW_TARGET);
    };
  }, []);
  useEffect(() => {
    if (invoice)
      setActionTarget({ entity: INVOICE_ENTITY, queueId: PREVIEW_TARGET, focused: invoice, selected: [] });
  }, [invoice]);
  useEffect(() => registerCommands(previewCommands()), []);

  if (!invoice && !query.error) return <PageSpinner />;
  if (!invoice) {
    return (
      <section className="space-y-4">
        <PageHeader title={t('routes.page.appsInvoicePreview')} />
        <FormAlert message={t(`errors.${query.error?.code ?? 'INTERNAL'}`)} />
        <Button variant="secondary" onClick={query.retry}>
          {t('invoiceApp.retry')}
        </Button>
      </section>
    );
  }

  const run = (actionId: string) => () =>
    void startEntityAction(actionId, [invoice], PREVIEW_TARGET, { context });
  const download = async () => {
    setDownloading(true);
    try {
      await startEntityAction('invoice.pdf', [invoice], PREVIEW_TARGET, { context });
    } finally {
      setDownloading(false);
    }
  };
  const admin = INVOICE_ACTIONS.concat(INVOICE_APP_ACTIONS).filter((action) =>
    action.isVisible(context, invoice),
  );
  const offers = (actionId: string) => admin.some((action) => action.id === actionId);

  return (
    <section className="space-y-4">
      <style>{PRINT_STYLE}</style>
      <PageHeader title={`${t(`domain.invoiceType.${invoice.type}`)} ${invoice.number}`} />
      <div role="toolbar" aria-label={t('invoiceApp.preview.actions')} className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => navigateTo(invoiceAppPaths.list)}>
          {t('invoiceApp.action.backToList')}
        </Button>
        <Button onClick={() => void download()} pending={downloading}>
          {t('invoiceApp.action.downloadPdf')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('invoiceApp.action.print')}
        </Button>
        {isEditable(invoice) && offers('invoice.edit') ? (
          <Button variant="secondary" onClick={() => navigateTo(invoiceAppPaths.edit(invoice.id))}>
            {t('invoiceApp.action.edit')}
          </Button>
        ) : null}
        {isCreditable(invoice) && !invoice.creditNoteId && offers('invoice.creditNote') ? (
          <Button
            variant="secondary"
            onClick={() => navigateTo(invoiceAppPaths.creditNoteFor(invoice.id, invoice.document))}
          >
            {t('invoiceApp.action.creditNote')}
          </Button>
        ) : null}
        {offers('invoice.resend') ? (
          <Button variant="secondary" onClick={run('invoice.resend')}>
            {t('fieldwork.invoice.action.resend')}
          </Button>
        ) : null}
        {offers('invoice.refund') && !invoice.creditNoteId ? (
          <Button variant="danger" onClick={run('invoice.refund')}>
            {t('fieldwork.invoice.action.refund')}
          </Button>
        ) : null}
      </div>
      {isEditable(invoice) ? null : (
        <p
          role="note"
          className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700 text-sm dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-200"
        >
          {t(
            invoice.type === 'CREDIT_NOTE'
              ? 'invoiceApp.preview.creditNoteFixed'
              : 'invoiceApp.preview.notEditable',
            {
              status: t(`domain.invoiceStatus.${invoice.status}`),
            },
          )}
        </p>
      )}
      <InvoiceDocument invoice={invoice} />
      <History invoice={invoice} />
    </section>
  );
}
