import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { madridCalendarDate } from '../../../../schema/domain/madrid-clock';
import type { PageProps } from '../../../routing/route-types';
import { navigateTo } from '../../../session/navigator';
import { PageHeader } from '../../../shell/page-header';
import { invoiceAppPaths } from './invoice-app-paths';
import { InvoiceForm } from './invoice-form';
import { EMPTY_LINE, type InvoiceFormValues } from './invoice-form-schema';

/** The month billed by default: the current one on the Madrid calendar. */
function currentCycle(): string {
  const today = madridCalendarDate(new Date());
  return `${today.year}-${String(today.month).padStart(2, '0')}`;
}

/**
 * /apps/invoice/add (admins): a manual invoice or credit note for a customer. `?fiscalId=` chooses the customer,
 * `?type=CREDIT_NOTE&original=<id>` starts a credit note of that invoice (the preview's "credit note" action).
 */
export default function InvoiceAddPage({ route }: PageProps) {
  const { t } = useTranslation(['invoiceApp', 'routes']);
  const search = useSearch();
  const initialValues = useMemo((): InvoiceFormValues => {
    const params = new URLSearchParams(search);
    const creditNote = params.get('type') === 'CREDIT_NOTE';
    return {
      fiscalId: params.get('fiscalId') ?? '',
      type: creditNote ? 'CREDIT_NOTE' : 'INVOICE',
      originalInvoiceId: creditNote ? (params.get('original') ?? '') : '',
      family: 'MOBILE',
      cycle: currentCycle(),
      lines: [{ ...EMPTY_LINE }],
    };
  }, [search]);
  return (
    <section className="space-y-4">
      <PageHeader title={t(`routes.${route.title}`)} />
      <InvoiceForm
        mode={{ kind: 'add' }}
        routeId={route.id}
        initialValues={initialValues}
        onSaved={(invoice) => navigateTo(invoiceAppPaths.preview(invoice.id))}
        onCancel={() => navigateTo(invoiceAppPaths.list)}
      />
    </section>
  );
}
