import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OrderFulfilmentQuery } from '../../generated/graphql';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { DetailSection } from './detail-section';
import type { OrderDetailView } from './order-detail-view';

type Fulfilment = OrderFulfilmentQuery['orderFulfilment'];

const LINK = 'font-medium text-primary-700 text-sm underline-offset-2 hover:underline dark:text-primary-300';

/** One kind of what the launch started: a heading, its rows, and a link to its queue filtered on this order. */
function FulfilmentList({
  title,
  queue,
  queueLabel,
  empty,
  children,
}: {
  title: string;
  queue: string;
  queueLabel: string;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('orderDetail');
  return (
    <div className="min-w-0">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-medium text-slate-800 text-sm dark:text-slate-100">{title}</h3>
        <Link href={queue} className={LINK}>
          {queueLabel}
        </Link>
      </div>
      {empty ? (
        <p className="mt-1 text-slate-500 text-sm dark:text-slate-400">{t('orderDetail.fulfilment.none')}</p>
      ) : (
        <ul className="mt-1 space-y-1.5 text-sm">{children}</ul>
      )}
    </div>
  );
}

const ROW = 'flex flex-wrap items-center gap-x-2 gap-y-0.5 text-slate-700 dark:text-slate-200';

/** The shipments, installations and portabilities the order's launch started, each with a way to its queue. */
export function OrderFulfilmentSection({
  order,
  fulfilment,
}: {
  order: OrderDetailView;
  fulfilment: Fulfilment | null;
}) {
  const { t } = useTranslation(['orderDetail', 'domain']);
  const fiscalId = encodeURIComponent(order.customerFiscalId);
  const shipments = fulfilment?.shipments ?? [];
  const installations = fulfilment?.installations ?? [];
  const portabilities = fulfilment?.portabilities ?? [];
  return (
    <DetailSection id="order-fulfilment" title={t('orderDetail.section.fulfilment')}>
      {order.draft ? (
        <p className="mb-3 text-slate-500 text-sm dark:text-slate-400">
          {t('orderDetail.fulfilment.notLaunched')}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <FulfilmentList
          title={t('orderDetail.fulfilment.shipments')}
          queue={`/shipments?search=${fiscalId}`}
          queueLabel={t('orderDetail.fulfilment.openShipments')}
          empty={shipments.length === 0}
        >
          {shipments.map((shipment) => (
            <li key={shipment.id} className={ROW}>
              <StatusBadge list="shipmentStatus" value={shipment.status} />
              {shipment.trackingNumber && shipment.carrierUrl ? (
                <a href={shipment.carrierUrl} target="_blank" rel="noreferrer" className={LINK}>
                  {shipment.trackingNumber}
                </a>
              ) : (
                <span>{shipment.trackingNumber ?? t('orderDetail.fulfilment.noTracking')}</span>
              )}
              <span className="text-slate-500 text-xs dark:text-slate-400">
                {formatDate(shipment.created)}
              </span>
            </li>
          ))}
        </FulfilmentList>
        <FulfilmentList
          title={t('orderDetail.fulfilment.installations')}
          queue={`/management/installations?search=${fiscalId}`}
          queueLabel={t('orderDetail.fulfilment.openInstallations')}
          empty={installations.length === 0}
        >
          {installations.map((installation) => (
            <li key={installation.id} className={ROW}>
              <StatusBadge
                list={
                  installation.type === 'SATELLITE' ? 'satelliteInstallationStatus' : 'installationStatus'
                }
                value={installation.status}
              />
              <span>{installation.product.name}</span>
              <span className="text-slate-500 text-xs dark:text-slate-400">
                {installation.installationDate
                  ? t('orderDetail.fulfilment.scheduled', {
                      date: formatDate(installation.installationDate),
                      slot: installation.slot ? t(`domain.installationSlot.${installation.slot}`) : '',
                    })
                  : t('orderDetail.fulfilment.unscheduled')}
              </span>
            </li>
          ))}
        </FulfilmentList>
        <FulfilmentList
          title={t('orderDetail.fulfilment.portabilities')}
          queue={`/management/portabilities?search=${encodeURIComponent(portabilities[0]?.mobileNumber ?? order.customerFiscalId)}`}
          queueLabel={t('orderDetail.fulfilment.openPortabilities')}
          empty={portabilities.length === 0}
        >
          {portabilities.map((portability) => (
            <li key={portability.id} className={ROW}>
              <StatusBadge list="portabilityStatus" value={portability.status} />
              <span className="font-mono">{portability.mobileNumber}</span>
              <span className="text-slate-500 text-xs dark:text-slate-400">
                {t('orderDetail.fulfilment.donor', { operator: portability.donorOperator })}
              </span>
            </li>
          ))}
        </FulfilmentList>
      </div>
    </DetailSection>
  );
}
