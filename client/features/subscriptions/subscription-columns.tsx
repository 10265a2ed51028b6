import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import { SUBSCRIPTION_STATUSES } from '../../../schema/domain/vocabulary/subscription';
import { i18n } from '../../i18n/i18n';
import type { QueueColumn, QueueFilter } from '../../queues/queue-types';
import { dashboardPeriodFilter } from '../../ui/dashboard-period-filter';
import { formatDate, formatEuros } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { holderName, type SubscriptionRow } from './subscription-row';

/** A date cell's text, or null when the line has none (shown muted, empty in the CSV). */
const day = (value: string | null) => (value ? formatDate(value) : null);

const muted = (text: string | null) => (text ? text : <span className="text-slate-400">—</span>);

/** The subscription fields a list can show; the rarer ones hidden until chosen. */
export const SUBSCRIPTION_COLUMNS: readonly QueueColumn<SubscriptionRow>[] = [
  {
    id: 'lineNumber',
    header: 'table.subscriptions.column.lineNumber',
    cell: (row) => <span className="font-mono tabular-nums">{row.lineNumber}</span>,
    csv: (row) => row.lineNumber,
    sortable: true,
    width: 96,
  },
  {
    id: 'holder',
    header: 'table.subscriptions.column.holder',
    cell: (row) => holderName(row),
    csv: (row) => holderName(row),
    width: 180,
  },
  {
    id: 'fiscalId',
    header: 'table.subscriptions.column.fiscalId',
    cell: (row) => <span className="font-mono text-xs">{row.fiscalId}</span>,
    csv: (row) => row.fiscalId,
    width: 100,
    hiddenByDefault: true,
  },
  {
    id: 'product',
    header: 'table.subscriptions.column.product',
    cell: (row) => row.productName,
    csv: (row) => row.productName,
    width: 170,
  },
  {
    id: 'family',
    header: 'table.subscriptions.column.family',
    cell: (row) => <StatusBadge list="productFamily" value={row.family} />,
    csv: (row) => i18n.t(`domain.productFamily.${row.family}`, { defaultValue: row.family }),
    width: 110,
    hiddenByDefault: true,
  },
  {
    id: 'status',
    header: 'table.subscriptions.column.status',
    cell: (row) => <StatusBadge list="subscriptionStatus" value={row.status} />,
    csv: (row) => i18n.t(`domain.subscriptionStatus.${row.status}`, { defaultValue: row.status }),
    width: 204,
  },
  {
    id: 'startDate',
    header: 'table.subscriptions.column.startDate',
    cell: (row) => <span className="tabular-nums">{muted(day(row.startDate))}</span>,
    csv: (row) => day(row.startDate) ?? '',
    width: 100,
    hiddenByDefault: true,
  },
  {
    id: 'finalPrice',
    header: 'table.subscriptions.column.finalPrice',
    cell: (row) => <span className="tabular-nums">{formatEuros(row.finalPrice, i18n.language)}</span>,
    csv: (row) => (row.finalPrice / 100).toFixed(2),
    width: 80,
  },
  {
    id: 'alias',
    header: 'table.subscriptions.column.alias',
    cell: (row) => muted(row.alias),
    csv: (row) => row.alias ?? '',
    width: 140,
    hiddenByDefault: true,
  },
  {
    id: 'created',
    header: 'table.subscriptions.column.created',
    cell: (row) => <span className="tabular-nums">{formatDate(row.created, true)}</span>,
    csv: (row) => row.created,
    sortable: true,
    width: 134,
  },
  {
    id: 'modified',
    header: 'table.subscriptions.column.modified',
    cell: (row) => <span className="tabular-nums">{formatDate(row.modified, true)}</span>,
    csv: (row) => row.modified,
    sortable: true,
    width: 134,
    hiddenByDefault: true,
  },
  {
    id: 'endDate',
    header: 'table.subscriptions.column.endDate',
    cell: (row) => <span className="tabular-nums">{muted(day(row.endDate))}</span>,
    csv: (row) => day(row.endDate) ?? '',
    width: 100,
    hiddenByDefault: true,
  },
  {
    id: 'fixedNumber',
    header: 'table.subscriptions.column.fixedNumber',
    cell: (row) => <span className="font-mono tabular-nums">{muted(row.fixedNumber)}</span>,
    csv: (row) => row.fixedNumber ?? '',
    width: 120,
    hiddenByDefault: true,
  },
  {
    id: 'icc',
    header: 'table.subscriptions.column.icc',
    cell: (row) => <span className="font-mono text-xs">{muted(row.icc)}</span>,
    csv: (row) => row.icc ?? '',
    width: 190,
    hiddenByDefault: true,
  },
  {
    id: 'technology',
    header: 'table.subscriptions.column.technology',
    cell: (row) => muted(row.technology),
    csv: (row) => row.technology ?? '',
    width: 90,
    hiddenByDefault: true,
  },
  {
    id: 'carrier',
    header: 'table.subscriptions.column.carrier',
    cell: (row) => muted(row.carrier),
    csv: (row) => row.carrier ?? '',
    width: 90,
    hiddenByDefault: true,
  },
  {
    id: 'installationAddress',
    header: 'table.subscriptions.column.installationAddress',
    cell: (row) => muted(row.installationAddress),
    csv: (row) => row.installationAddress ?? '',
    width: 260,
    hiddenByDefault: true,
  },
];

/** Status, family, holder's document and line number prefix; terminated lines only when asked. */
export const SUBSCRIPTION_FILTERS: readonly QueueFilter[] = [
  {
    id: 'status',
    label: 'table.subscriptions.filter.status',
    kind: 'select',
    options: SUBSCRIPTION_STATUSES.map((status) => ({
      value: status,
      label: `domain.subscriptionStatus.${status}`,
    })),
  },
  {
    id: 'family',
    label: 'table.subscriptions.filter.family',
    kind: 'select',
    options: PRODUCT_FAMILIES.map((family) => ({ value: family, label: `domain.productFamily.${family}` })),
  },
  {
    id: 'lineNumber',
    label: 'table.subscriptions.filter.lineNumber',
    kind: 'text',
    placeholder: 'table.subscriptions.filter.lineNumberPlaceholder',
  },
  {
    id: 'fiscalId',
    label: 'table.subscriptions.filter.fiscalId',
    kind: 'text',
    placeholder: 'table.subscriptions.filter.fiscalIdPlaceholder',
  },
  {
    id: 'terminated',
    label: 'table.subscriptions.filter.terminated',
    kind: 'select',
    options: [{ value: 'include', label: 'table.subscriptions.filter.includeTerminated' }],
  },
  // What the dashboard's Activations and Terminations cards count, for the period they show.
  dashboardPeriodFilter('started', 'dashboard.filter.started'),
  dashboardPeriodFilter('ended', 'dashboard.filter.ended'),
];
