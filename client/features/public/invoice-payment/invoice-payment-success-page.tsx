import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSuccess } from '../../../ui/form-success';
import { formatDate, formatEuros } from '../../../ui/format';
import { PublicPageFrame } from '../public-page-frame';
import { usePublicPageTitle } from '../use-public-page-title';
import { readPaymentConfirmation } from './payment-confirmation-state';

/**
 * /invoice/payment/success: confirms the payment just made (number, amount, when) from the history entry the
 * payment page left. Reached any other way it confirms nothing and says where payments are made. No receipt is
 * promised: the api sends none after a card payment.
 */
export default function InvoicePaymentSuccessPage() {
  const { t, i18n } = useTranslation(['invoicePayment', 'routes']);
  const [confirmation] = useState(() => readPaymentConfirmation(window.history.state));
  const title = t(confirmation ? 'routes.page.invoicePaymentSuccess' : 'invoicePayment.success.noneTitle');
  usePublicPageTitle(title);
  return (
    <PublicPageFrame
      brand={confirmation ? { name: confirmation.brandName, logoURL: confirmation.brandLogoURL } : null}
      title={title}
    >
      {confirmation ? (
        <div className="space-y-4">
          <FormSuccess
            message={t('invoicePayment.success.received', {
              amount: formatEuros(confirmation.totalCents, i18n.language),
              number: confirmation.number,
            })}
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600 dark:text-slate-300">{t('invoicePayment.summary.number')}</dt>
            <dd className="text-right font-medium font-mono">{confirmation.number}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('invoicePayment.summary.amount')}</dt>
            <dd className="text-right font-medium tabular-nums">
              {formatEuros(confirmation.totalCents, i18n.language)}
            </dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('invoicePayment.success.paidAt')}</dt>
            <dd className="text-right font-medium tabular-nums">{formatDate(confirmation.paidAt, true)}</dd>
          </dl>
          <p className="text-slate-600 text-sm dark:text-slate-300">
            {t('invoicePayment.success.closeHint')}
          </p>
        </div>
      ) : (
        <p className="text-slate-700 dark:text-slate-200">{t('invoicePayment.success.none')}</p>
      )}
    </PublicPageFrame>
  );
}
