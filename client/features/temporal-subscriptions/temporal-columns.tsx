import { i18n } from '../../i18n/i18n';
import type { QueueColumn, QueueFilter } from '../../queues/queue-types';
import { formatDate, formatEuros } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import type { TemporalRow } from './temporal-row';
import { TermEndCell, termEndLabel } from './term-end-cell';

const muted = (text: string | null) => (text ? text : <span className="text-slate-400">—</span>);

/** The term's columns: when it ends first (the list's order), then the line, what ends, its holder and price. */
export const TEMPORAL_COLUMNS: readonly QueueColumn<TemporalRow>[] = [
  {
    id: 'endDate',
    header: 'temporalSubscriptions.column.endDate',
    cell: (row) => <TermEndCell row={row} />,
    csv: (row) => {
      const label = termEndLabel(row);
      return `${formatDate(row.endDate)} (${i18n.t(label.key, label.count === undefined ? {} : { count: label.count })})`;
    },
    width: 190,
  },
  {
    id: 'lineNumber',
    header: 'temporalSubscriptions.column.lineNumber',
    cell: (row) => <span className="font-mono tabular-nums">{row.lineNumber}</span>,
    csv: (row) => row.lineNumber,
    width: 96,
  },
  {
    id: 'product',
    header: 'temporalSubscriptions.column.product',
    cell: (row) => (
      <span className="flex min-w-0 items-center gap-1.5">
        <span className="truncate">{row.productName}</span>
        {row.kind === 'PRODUCT' ? (
          <span className="shrink-0 rounded bg-secondary-100 px-1 text-secondary-900 text-xs dark:bg-secondary-900 dark:text-secondary-100">
            {i18n.t('temporalSubscriptions.kind.PRODUCT')}
          </span>
        ) : null}
      </span>
    ),
    csv: (row) => `${row.productName} (${i18n.t(`temporalSubscriptions.kind.${row.kind}`)})`,
    width: 190,
  },
  {
    id: 'holder',
    header: 'temporalSubscriptions.column.holder',
    cell: (row) => row.holderName,
    csv: (row) => row.holderName,
    width: 170,
  },
  {
    id: 'status',
    header: 'temporalSubscriptions.column.status',
    cell: (row) => <StatusBadge list="subscriptionStatus" value={row.status} />,
    csv: (row) => i18n.t(`domain.subscriptionStatus.${row.status}`, { defaultValue: row.status }),
    width: 150,
  },
  {
    id: 'price',
    header: 'temporalSubscriptions.column.price',
    cell: (row) => <span className="tabular-nums">{formatEuros(row.price, i18n.language)}</span>,
    csv: (row) => (row.price / 100).toFixed(2),
    width: 80,
  },
  {
    id: 'startDate',
    header: 'temporalSubscriptions.column.startDate',
    cell: (row) => (
      <span className="tabular-nums">{muted(row.startDate ? formatDate(row.startDate) : null)}</span>
    ),
    csv: (row) => (row.startDate ? formatDate(row.startDate) : ''),
    width: 100,
    hiddenByDefault: true,
  },
  {
    id: 'fiscalId',
    header: 'temporalSubscriptions.column.fiscalId',
    cell: (row) => <span className="font-mono text-xs">{row.fiscalId}</span>,
    csv: (row) => row.fiscalId,
    width: 100,
    hiddenByDefault: true,
  },
  {
    id: 'family',
    header: 'temporalSubscriptions.column.family',
    cell: (row) => <StatusBadge list="productFamily" value={row.family} />,
    csv: (row) => i18n.t(`domain.productFamily.${row.family}`, { defaultValue: row.family }),
    width: 110,
    hiddenByDefault: true,
  },
];

/** Ended or upcoming, and the line's own terms or the add-ons'. */
export const TEMPORAL_FILTERS: readonly QueueFilter[] = [
  {
    id: 'state',
    label: 'temporalSubscriptions.filter.state',
    kind: 'select',
    options: [
      { value: 'UPCOMING', label: 'temporalSubscriptions.state.UPCOMING' },
      { value: 'ENDED', label: 'temporalSubscriptions.state.ENDED' },
    ],
  },
  {
    id: 'kind',
    label: 'temporalSubscriptions.filter.kind',
    kind: 'select',
    options: [
      { value: 'SUBSCRIPTION', label: 'temporalSubscriptions.kind.SUBSCRIPTION' },
      { value: 'PRODUCT', label: 'temporalSubscriptions.kind.PRODUCT' },
    ],
  },
];
