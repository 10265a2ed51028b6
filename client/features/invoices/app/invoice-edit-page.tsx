import { useTranslation } from 'react-i18next';
import type { InvoiceAppDetailFieldsFragment } from '../../../generated/graphql';
import type { PageProps } from '../../../routing/route-types';
import { useGraphqlQuery } from '../../../server-state/use-graphql-query';
import { navigateTo } from '../../../session/navigator';
import { PageHeader } from '../../../shell/page-header';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { centsToEuroText } from '../../../ui/format';
import { PageSpinner } from '../../../ui/page-spinner';
import { isEditable } from './invoice-app-actions';
import { InvoiceAppDetailQuery } from './invoice-app-documents';
import { invoiceAppPaths } from './invoice-app-paths';
import { InvoiceForm } from './invoice-form';
import type { InvoiceFormValues } from './invoice-form-schema';

function valuesOf(invoice: InvoiceAppDetailFieldsFragment, language: string): InvoiceFormValues {
  return {
    fiscalId: invoice.document,
    type: invoice.type,
    originalInvoiceId: invoice.originalInvoiceId ?? '',
    family: invoice.family,
    cycle: invoice.cycle,
    lines: invoice.lines.map((line) => ({
      concept: line.concept,
      amount: centsToEuroText(Math.abs(line.amountCents), language),
      subscriptionId: line.subscriptionId ?? null,
    })),
  };
}

/**
 * /apps/invoice/edit/{id} (admins): the form over a PENDING invoice. Any other document is not offered the form:
 * the page says why, in the api's own words (INVOICE_NOT_EDITABLE), and leads back to its preview.
 */
export default function InvoiceEditPage({ route, params }: PageProps) {
  const { t, i18n } = useTranslation(['invoiceApp', 'routes', 'errors', 'domain']);
  const id = decodeURIComponent(params.id ?? '');
  // Read from the network: whether it is still editable is today's answer, not a cached one.
  const query = useGraphqlQuery(InvoiceAppDetailQuery, { id }, 'network-only');
  const invoice = (query.data?.invoice ?? null) as InvoiceAppDetailFieldsFragment | null;
  const title = invoice
    ? t('invoiceApp.form.editHeading', { number: invoice.number })
    : t(`routes.${route.title}`);

  if (!invoice && !query.error) return <PageSpinner />;
  if (!invoice) {
    return (
      <section className="space-y-4">
        <PageHeader title={title} />
        <FormAlert message={t(`errors.${query.error?.code ?? 'INTERNAL'}`)} />
      </section>
    );
  }
  const toPreview = () => navigateTo(invoiceAppPaths.preview(invoice.id));
  return (
    <section className="space-y-4">
      <PageHeader title={title} />
      {isEditable(invoice) ? (
        <InvoiceForm
          mode={{ kind: 'edit', invoice }}
          routeId={route.id}
          initialValues={valuesOf(invoice, i18n.language)}
          onSaved={toPreview}
          onCancel={toPreview}
        />
      ) : (
        <>
          <FormAlert message={t('errors.INVOICE_NOT_EDITABLE')} />
          <p className="text-slate-700 text-sm dark:text-slate-300">
            {t('invoiceApp.form.notEditableStatus', {
              type: t(`domain.invoiceType.${invoice.type}`),
              status: t(`domain.invoiceStatus.${invoice.status}`),
            })}
          </p>
          <Button variant="secondary" onClick={toPreview}>
            {t('invoiceApp.action.backToPreview')}
          </Button>
        </>
      )}
    </section>
  );
}
