import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type {
  CustomerInvoicesQuery as CustomerInvoicesResult,
  CustomerLinesQuery as CustomerLinesResult,
  CustomerOrdersQuery as CustomerOrdersResult,
  TypedDocumentString,
} from '../../generated/graphql';
import { useGraphqlQuery } from '../../server-state/use-graphql-query';
import { FormAlert } from '../../ui/form-alert';
import { formatDate, formatEuros } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { type LineTab, linesOfTab } from './customer-line-tabs';
import { CustomerInvoicesQuery, CustomerLinesQuery, CustomerOrdersQuery } from './customer-related-queries';

type Loaded<T> = { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; rows: T[] };

/**
 * A list of the customer, read through the normalized cache: shown at once when cached, refreshed from the
 * network, and updated in place when an action's answer changes one of its rows (a line's alias, an order's status).
 */
function useLoaded<Result, Variables extends Record<string, unknown>, T>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  rowsOf: (data: Result) => T[],
): Loaded<T> {
  const { data, error } = useGraphqlQuery(document, variables);
  if (data) return { status: 'ready', rows: rowsOf(data) };
  if (error) return { status: 'error', code: error.code };
  return { status: 'loading' };
}

function ListState({ state, empty }: { state: Loaded<unknown>; empty: boolean }) {
  const { t } = useTranslation(['customer', 'errors']);
  if (state.status === 'loading') {
    return (
      <div role="status" aria-label={t('customer.loading')} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-6 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <FormAlert
        message={state.code === 'FORBIDDEN' ? t('customer.tabs.forbidden') : t(`errors.${state.code}`)}
      />
    );
  }
  return empty ? <p className="py-4 text-slate-500 text-sm">{t('customer.tabs.empty')}</p> : null;
}

type Line = CustomerLinesResult['subscriptions']['edges'][number]['node'];

const TABLE = 'w-full text-left text-sm';
const HEAD = 'text-slate-500 text-xs dark:text-slate-400';
const CELL = 'py-1.5 pr-3';

export function CustomerLinesList({ fiscalId, tab }: { fiscalId: string; tab: LineTab }) {
  const { t, i18n } = useTranslation(['customer', 'domain']);
  const state = useLoaded(CustomerLinesQuery, { fiscalId }, (data): Line[] =>
    data.subscriptions.edges.map((edge) => edge.node),
  );
  const rows = state.status === 'ready' ? linesOfTab(state.rows, tab) : [];
  return (
    <div>
      <ListState state={state} empty={rows.length === 0} />
      {rows.length > 0 ? (
        <table className={TABLE}>
          <thead className={HEAD}>
            <tr>
              <th className={CELL}>{t('customer.lines.number')}</th>
              <th className={CELL}>{t('customer.lines.product')}</th>
              <th className={CELL}>{t('customer.lines.family')}</th>
              <th className={CELL}>{t('customer.lines.alias')}</th>
              <th className={CELL}>{t('customer.lines.status')}</th>
              <th className={CELL}>{t('customer.lines.start')}</th>
              <th className={CELL}>{t('customer.lines.end')}</th>
              <th className={`${CELL} text-right`}>{t('customer.lines.price')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((line) => (
              <tr key={line.subscriptionId} className="border-slate-100 border-t dark:border-slate-800">
                <td className={`${CELL} font-mono`}>
                  <Link
                    href={`/line/${line.lineNumber}`}
                    className="text-primary-700 hover:underline dark:text-primary-400"
                  >
                    {line.lineNumber}
                  </Link>
                </td>
                <td className={CELL}>{line.productName}</td>
                <td className={CELL}>{t(`domain.productFamily.${line.family}`)}</td>
                <td className={CELL}>{line.alias ?? '—'}</td>
                <td className={CELL}>
                  <StatusBadge list="subscriptionStatus" value={line.status} />
                </td>
                <td className={CELL}>{formatDate(line.startDate)}</td>
                <td className={CELL}>{formatDate(line.endDate)}</td>
                <td className={`${CELL} text-right`}>{formatEuros(line.finalPrice, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

type Order = CustomerOrdersResult['orders']['edges'][number]['node'];

export function CustomerOrdersList({ fiscalId }: { fiscalId: string }) {
  const { t, i18n } = useTranslation(['customer', 'domain']);
  const state = useLoaded(CustomerOrdersQuery, { search: fiscalId }, (data): Order[] =>
    data.orders.edges
      .map((edge) => edge.node)
      // The search matches part of a document: keep exactly this customer's orders.
      .filter((order) => order.customerFiscalId === fiscalId),
  );
  const rows = state.status === 'ready' ? state.rows : [];
  return (
    <div>
      <ListState state={state} empty={rows.length === 0} />
      {rows.length > 0 ? (
        <table className={TABLE}>
          <thead className={HEAD}>
            <tr>
              <th className={CELL}>{t('customer.orders.number')}</th>
              <th className={CELL}>{t('customer.lines.family')}</th>
              <th className={CELL}>{t('customer.lines.status')}</th>
              <th className={CELL}>{t('customer.orders.created')}</th>
              <th className={`${CELL} text-right`}>{t('customer.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id} className="border-slate-100 border-t dark:border-slate-800">
                <td className={`${CELL} font-mono`}>
                  <Link
                    href={`/management/orders/v2/${order.id}`}
                    className="text-primary-700 hover:underline dark:text-primary-400"
                  >
                    {order.orderNumber}
                  </Link>
                </td>
                <td className={CELL}>{t(`domain.productFamily.${order.family}`)}</td>
                <td className={CELL}>
                  <StatusBadge list="orderStatus" value={order.status} />
                </td>
                <td className={CELL}>{formatDate(order.created, true)}</td>
                <td className={`${CELL} text-right`}>{formatEuros(order.totalPriceCents, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

type Invoice = CustomerInvoicesResult['invoices']['edges'][number]['node'];

export function CustomerInvoicesList({ fiscalId }: { fiscalId: string }) {
  const { t, i18n } = useTranslation(['customer', 'domain']);
  const state = useLoaded(CustomerInvoicesQuery, { search: fiscalId }, (data): Invoice[] =>
    data.invoices.edges.map((edge) => edge.node).filter((invoice) => invoice.document === fiscalId),
  );
  const rows = state.status === 'ready' ? state.rows : [];
  return (
    <div>
      <ListState state={state} empty={rows.length === 0} />
      {rows.length > 0 ? (
        <table className={TABLE}>
          <thead className={HEAD}>
            <tr>
              <th className={CELL}>{t('customer.invoices.number')}</th>
              <th className={CELL}>{t('customer.invoices.type')}</th>
              <th className={CELL}>{t('customer.lines.status')}</th>
              <th className={CELL}>{t('customer.invoices.cycle')}</th>
              <th className={CELL}>{t('customer.invoices.dueDate')}</th>
              <th className={`${CELL} text-right`}>{t('customer.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((invoice) => (
              <tr key={invoice.id} className="border-slate-100 border-t dark:border-slate-800">
                <td className={`${CELL} font-mono`}>{invoice.number}</td>
                <td className={CELL}>{t(`domain.invoiceType.${invoice.type}`)}</td>
                <td className={CELL}>
                  <StatusBadge list="invoiceStatus" value={invoice.status} />
                </td>
                <td className={CELL}>{invoice.cycle}</td>
                <td className={CELL}>{formatDate(invoice.dueDate)}</td>
                <td className={`${CELL} text-right`}>{formatEuros(invoice.totalCents, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
