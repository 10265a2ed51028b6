import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearActionTarget, setActionTarget } from '../../actions/action-target-store';
import { registerEntityActions } from '../../actions/register-entity-actions';
import type { PageProps } from '../../routing/route-types';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { PageHeader } from '../../shell/page-header';
import { PageSpinner } from '../../ui/page-spinner';
import { StatusBadge } from '../../ui/status-badge';
import { OrderActionBar } from './order-action-bar';
import { OrderContractSection } from './order-contract-section';
import { OrderCustomerSection } from './order-customer-section';
import { ORDER_DETAIL_ACTIONS, ORDER_DETAIL_ENTITY } from './order-detail-actions';
import { OrderDetailQuery, OrderFulfilmentQuery, OrderSignupRecordQuery } from './order-detail-documents';
import { OrderFulfilmentSection } from './order-fulfilment-section';
import { OrderHistoryTimeline } from './order-history-timeline';
import { OrderLinesSection } from './order-lines-section';
import { OrderPaymentSection } from './order-payment-section';
import { OrderVerificationSection } from './order-verification-section';
import { useRefreshOnChange } from './use-refresh-on-change';

function ErrorAlert({ code, retry }: { code: string; retry: () => void }) {
  const { t } = useTranslation(['orderDetail', 'errors']);
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300"
    >
      <span>{t(`errors.${code}`, { defaultValue: t('errors.generic') })}</span>
      <button
        type="button"
        onClick={retry}
        className="rounded border border-red-300 px-2 py-0.5 text-xs focus-visible:outline-2 focus-visible:outline-red-500 dark:border-red-800"
      >
        {t('orderDetail.retry')}
      </button>
    </div>
  );
}

/**
 * /management/orders/v2/{id} (and /management/orders/{id} for old links): one order with its customer, lines,
 * verification, payment, contract, what its launch started and its history, and the actions its status allows as
 * buttons and palette commands.
 */
export default function OrderDetailPage({ params }: PageProps) {
  const { t } = useTranslation(['orderDetail', 'domain', 'errors']);
  const id = decodeURIComponent(params.id ?? '').trim();
  const query = useGraphqlQuery(OrderDetailQuery, { id });
  const order = query.data?.order ?? null;
  const recordQuery = useGraphqlQuery(OrderSignupRecordQuery, { id });
  // An order the wizard did not start has no record: the sections say so instead of an error.
  const record = recordQuery.data?.signupOrder.signup ?? null;
  const recordError = recordQuery.error && recordQuery.error.code !== 'NOT_FOUND' ? recordQuery.error : null;
  const fulfilmentQuery = useGraphqlQuery(OrderFulfilmentQuery, { orderId: id });
  const errorCode = query.error?.code ?? null;

  useRefreshOnChange(order?.status ?? null, () => {
    recordQuery.retry();
    fulfilmentQuery.retry();
  });

  useEffect(() => registerEntityActions(ORDER_DETAIL_ACTIONS), []);
  // The palette lists the actions of the order on screen; the cache gives a new object after each action.
  useEffect(() => {
    if (!order) return;
    setActionTarget({ entity: ORDER_DETAIL_ENTITY, queueId: null, focused: order, selected: [order] });
  }, [order]);
  useEffect(() => () => clearActionTarget(null), []);

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <PageHeader
          title={
            order ? t('orderDetail.title', { number: order.orderNumber }) : t('orderDetail.titleLoading')
          }
        />
        {order ? <StatusBadge list="orderStatus" value={order.status} /> : null}
        {order?.draft ? (
          <span className="text-slate-500 text-sm dark:text-slate-400">{t('orderDetail.draft')}</span>
        ) : null}
      </div>
      {query.loading ? <PageSpinner /> : null}
      {errorCode === 'NOT_FOUND' ? (
        <div className="rounded-lg border border-slate-200 border-dashed p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('orderDetail.notFound')}
        </div>
      ) : null}
      {errorCode && errorCode !== 'NOT_FOUND' ? <ErrorAlert code={errorCode} retry={query.retry} /> : null}
      {order ? (
        <>
          <div className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <OrderActionBar order={order} />
          </div>
          {recordError ? <ErrorAlert code={recordError.code} retry={recordQuery.retry} /> : null}
          {fulfilmentQuery.error ? (
            <ErrorAlert code={fulfilmentQuery.error.code} retry={fulfilmentQuery.retry} />
          ) : null}
          <div className="grid gap-4 xl:grid-cols-2">
            <OrderCustomerSection order={order} />
            <OrderVerificationSection order={order} record={record} />
            <div className="xl:col-span-2">
              <OrderLinesSection order={order} record={record} />
            </div>
            <OrderPaymentSection order={order} record={record} />
            <OrderContractSection order={order} onContractGenerated={query.retry} />
            <div className="xl:col-span-2">
              <OrderFulfilmentSection
                order={order}
                fulfilment={fulfilmentQuery.data?.orderFulfilment ?? null}
              />
            </div>
            <div className="xl:col-span-2">
              <OrderHistoryTimeline order={order} />
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
