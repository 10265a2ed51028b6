import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDate, formatEuros } from '../../ui/format';
import { DetailField, DetailSection } from './detail-section';
import type { OrderDetailView } from './order-detail-view';

/** The order's customer (a link to the customer page), its contact on the order and the order's own facts. */
export function OrderCustomerSection({ order }: { order: OrderDetailView }) {
  const { t, i18n } = useTranslation(['orderDetail', 'domain']);
  const name = [order.customerName, order.customerFirstSurname, order.customerSecondSurname]
    .filter(Boolean)
    .join(' ');
  return (
    <DetailSection id="order-customer" title={t('orderDetail.section.customer')}>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
        <DetailField label={t('orderDetail.field.customer')}>
          <Link
            href={`/customer/${encodeURIComponent(order.customerFiscalId)}`}
            className="font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300"
          >
            {name}
          </Link>
        </DetailField>
        <DetailField label={t('orderDetail.field.fiscalId')}>
          <span className="font-mono">{order.customerFiscalId}</span>
        </DetailField>
        <DetailField label={t('orderDetail.field.mobileNumber')}>{order.mobileNumber}</DetailField>
        <DetailField label={t('orderDetail.field.email')}>{order.email}</DetailField>
        <DetailField label={t('orderDetail.field.family')}>
          {t(`domain.productFamily.${order.family}`)}
        </DetailField>
        <DetailField label={t('orderDetail.field.total')}>
          {formatEuros(order.totalPriceCents, i18n.language)}
        </DetailField>
        <DetailField label={t('orderDetail.field.created')}>{formatDate(order.created, true)}</DetailField>
        <DetailField label={t('orderDetail.field.modified')}>{formatDate(order.modified, true)}</DetailField>
      </dl>
    </DetailSection>
  );
}
