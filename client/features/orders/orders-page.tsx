import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { isDraftOrderStatus } from '../../../schema/domain/lifecycles/order-lifecycle';
import { ORDER_STATUSES } from '../../../schema/domain/vocabulary/order';
import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { type QueueFilter, QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { dashboardPeriodFilter } from '../../ui/dashboard-period-filter';
import { loadDraftOrders, loadLaunchedOrders } from './load-orders';
import { DRAFT_ORDERS_QUEUE, LAUNCHED_ORDERS_QUEUE, ORDER_ACTIONS } from './order-actions';
import { orderColumns } from './order-columns';

const PATH = '/management/draft-orders';
type OrdersTab = 'drafts' | 'in-progress';

/** The tab lives in the URL (?tab=in-progress); drafts are the default, as the menu entry names them. */
function tabOf(search: string): OrdersTab {
  return new URLSearchParams(search).get('tab') === 'in-progress' ? 'in-progress' : 'drafts';
}

function OrdersTabs({ tab }: { tab: OrdersTab }) {
  const { t } = useTranslation('orders');
  const tabs: { value: OrdersTab; label: string; href: string }[] = [
    { value: 'drafts', label: t('orders.tab.drafts'), href: PATH },
    { value: 'in-progress', label: t('orders.tab.inProgress'), href: `${PATH}?tab=in-progress` },
  ];
  return (
    <nav
      aria-label={t('orders.tab.label')}
      className="flex gap-1 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800"
    >
      {tabs.map((entry) => (
        <Link
          key={entry.value}
          href={entry.href}
          aria-current={entry.value === tab ? 'page' : undefined}
          className={`rounded-md px-3 py-1 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary-500 ${
            entry.value === tab
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
          }`}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}

/** /management/draft-orders (agent): draft orders and launched orders in progress, with their lifecycle actions. */
export default function OrdersPage(_props: PageProps) {
  const { t, i18n } = useTranslation(['orders', 'domain']);
  const tab = tabOf(useSearch());
  const drafts = tab === 'drafts';

  useEffect(() => registerEntityActions(ORDER_ACTIONS), []);

  const columns = useMemo(() => orderColumns(t, i18n.language, !drafts), [t, i18n.language, drafts]);
  const filters = useMemo<QueueFilter[]>(() => {
    const family: QueueFilter = {
      id: 'family',
      label: 'orders.filter.family',
      kind: 'select',
      options: PRODUCT_FAMILIES.map((value) => ({ value, label: `domain.productFamily.${value}` })),
    };
    const search: QueueFilter = {
      id: 'search',
      label: 'orders.filter.search',
      kind: 'text',
      placeholder: 'orders.filter.searchPlaceholder',
    };
    // The dashboard's orders chart counts orders by the period they were created in, its Sales card by the
    // period of their first launch.
    const created = dashboardPeriodFilter('created', 'dashboard.filter.created');
    const status = (statuses: readonly string[]): QueueFilter => ({
      id: 'status',
      label: 'orders.filter.status',
      kind: 'select',
      options: statuses.map((value) => ({ value, label: `domain.orderStatus.${value}` })),
    });
    if (drafts) return [status(ORDER_STATUSES.filter(isDraftOrderStatus)), family, search, created];
    return [
      status(ORDER_STATUSES),
      family,
      search,
      created,
      dashboardPeriodFilter('launched', 'dashboard.filter.launched'),
    ];
  }, [drafts]);

  return (
    <QueuePage
      // One queue per tab: its own focus, selection, column choice and refresh.
      key={tab}
      queueId={drafts ? DRAFT_ORDERS_QUEUE : LAUNCHED_ORDERS_QUEUE}
      entity="order"
      title="orders.title"
      columns={columns}
      filters={filters}
      load={drafts ? loadDraftOrders : loadLaunchedOrders}
      rowId={(row) => row.id}
      rowHref={(row) => `/management/orders/v2/${row.id}`}
      empty={drafts ? 'orders.empty.drafts' : 'orders.empty.inProgress'}
      toolbar={<OrdersTabs tab={tab} />}
      {...(drafts ? {} : { defaultSort: { id: 'created', desc: true } })}
    />
  );
}
