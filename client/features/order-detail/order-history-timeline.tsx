import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { DetailSection } from './detail-section';
import type { OrderDetailView } from './order-detail-view';

/**
 * Every step of the order's life, oldest first, as a timeline: when, what happened (the action and, for a
 * wizard save or a failure, which step or why), the status it left and reached, and who.
 */
export function OrderHistoryTimeline({ order }: { order: OrderDetailView }) {
  const { t } = useTranslation(['orderDetail', 'domain']);
  return (
    <DetailSection id="order-history" title={t('orderDetail.section.history')}>
      <ol className="relative ms-2 border-slate-200 border-s dark:border-slate-700">
        {order.history.map((entry) => (
          <li
            key={`${entry.at}-${entry.action}-${entry.statusTo}-${entry.reason ?? ''}`}
            className="ms-4 pb-4 last:pb-0"
            data-testid="order-history-entry"
          >
            <span
              aria-hidden="true"
              className="-start-[0.4rem] absolute mt-1.5 size-3 rounded-full border-2 border-white bg-primary-600 dark:border-slate-900 dark:bg-primary-400"
            />
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <time dateTime={entry.at} className="text-slate-500 text-xs tabular-nums dark:text-slate-400">
                {formatDate(entry.at, true)}
              </time>
              <span data-history-event="" className="font-medium text-slate-900 text-sm dark:text-slate-100">
                {t(`domain.orderHistoryAction.${entry.action}`)}
                {entry.reason
                  ? ` · ${t(`orderDetail.historyReason.${entry.reason}`, { defaultValue: entry.reason })}`
                  : ''}
              </span>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
              {entry.statusFrom && entry.statusFrom !== entry.statusTo ? (
                <>
                  <StatusBadge list="orderStatus" value={entry.statusFrom} />
                  <span aria-hidden="true" className="text-slate-400">
                    →
                  </span>
                  <span className="sr-only">{t('orderDetail.history.to')}</span>
                </>
              ) : null}
              <StatusBadge list="orderStatus" value={entry.statusTo} />
              <span className="text-slate-500 text-xs dark:text-slate-400">
                {t('orderDetail.history.by', { actor: entry.actor })}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
