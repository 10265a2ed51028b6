import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../../generated/graphql';
import { formatCalendarDate, formatEuros } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status-badge';

export type PublicInvoice = {
  brandName: string;
  brandLogoURL?: string | null;
  number: string;
  totalCents: number;
  dueDate: string;
  status: InvoiceStatus;
  payable: boolean;
};

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium">{children}</dd>
    </div>
  );
}

/** The invoice the link is for: amount, number, issuer, due date and status; nothing about the customer. */
export function InvoiceSummary({ invoice }: { invoice: PublicInvoice }) {
  const { t, i18n } = useTranslation(['invoicePayment', 'domain']);
  return (
    <div className="mb-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-slate-600 text-sm dark:text-slate-300">{t('invoicePayment.summary.amount')}</p>
      <p className="mb-3 font-semibold text-3xl tabular-nums">
        {formatEuros(invoice.totalCents, i18n.language)}
      </p>
      <dl className="space-y-2 text-sm">
        <SummaryRow label={t('invoicePayment.summary.number')}>
          <span className="font-mono">{invoice.number}</span>
        </SummaryRow>
        <SummaryRow label={t('invoicePayment.summary.brand')}>{invoice.brandName}</SummaryRow>
        <SummaryRow label={t('invoicePayment.summary.dueDate')}>
          {formatCalendarDate(invoice.dueDate)}
        </SummaryRow>
        <SummaryRow label={t('invoicePayment.summary.status')}>
          <StatusBadge list="invoiceStatus" value={invoice.status} />
        </SummaryRow>
      </dl>
    </div>
  );
}
