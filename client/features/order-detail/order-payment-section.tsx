import { useTranslation } from 'react-i18next';
import { formatEuros, formatPercent } from '../../ui/format';
import { DetailField, DetailSection } from './detail-section';
import type { OrderDetailView, OrderSignupRecord } from './order-detail-view';

/** An IBAN in groups of four, as it is read aloud and printed. */
function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** How the customer pays: the method, account and mandate the wizard saved, and the monthly totals with tax. */
export function OrderPaymentSection({
  order,
  record,
}: {
  order: OrderDetailView;
  record: OrderSignupRecord | null;
}) {
  const { t, i18n } = useTranslation(['orderDetail', 'domain']);
  const payment = record?.payment ?? null;
  const totals = record?.totals ?? null;
  const euros = (cents: number) => formatEuros(cents, i18n.language);
  return (
    <DetailSection id="order-payment" title={t('orderDetail.section.payment')}>
      {payment ? (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
          <DetailField label={t('orderDetail.payment.method')}>
            {t(`domain.paymentMethod.${payment.paymentMethod}`)}
          </DetailField>
          <DetailField label={t('orderDetail.payment.iban')}>
            {payment.iban ? <span className="font-mono">{groupedIban(payment.iban)}</span> : null}
          </DetailField>
          <DetailField label={t('orderDetail.payment.mandate')}>{payment.mandateReference}</DetailField>
        </dl>
      ) : (
        <p className="text-slate-500 text-sm dark:text-slate-400">{t('orderDetail.payment.none')}</p>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 border-slate-100 border-t pt-3 sm:grid-cols-3 dark:border-slate-800">
        {totals ? (
          <>
            <DetailField label={t('orderDetail.payment.withoutTax')}>
              {euros(totals.monthlyWithoutTaxCents)}
            </DetailField>
            <DetailField
              label={t('orderDetail.payment.tax', {
                territory: t(`domain.taxTerritory.${totals.taxTerritory}`),
                rate: formatPercent(totals.taxRate, i18n.language),
              })}
            >
              {euros(totals.monthlyTaxCents)}
            </DetailField>
            <DetailField label={t('orderDetail.payment.monthly')}>{euros(totals.monthlyCents)}</DetailField>
            {totals.monthlyWithPromotionsCents !== totals.monthlyCents ? (
              <DetailField label={t('orderDetail.payment.withPromotions')}>
                {euros(totals.monthlyWithPromotionsCents)}
              </DetailField>
            ) : null}
          </>
        ) : (
          <DetailField label={t('orderDetail.payment.monthly')}>{euros(order.totalPriceCents)}</DetailField>
        )}
      </dl>
    </DetailSection>
  );
}
