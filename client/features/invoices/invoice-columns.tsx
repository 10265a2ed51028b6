import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, INVOICE_TYPES } from '../../../schema/domain/vocabulary/invoice';
import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import type { QueueColumn, QueueFilter } from '../../queues/queue-types';
import { formatDate, formatEuros } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import type { InvoiceRow } from './invoice-row';

function Total({ row }: { row: InvoiceRow }) {
  const { i18n } = useTranslation();
  const text = formatEuros(row.totalCents, i18n.language);
  return (
    <span
      className={`block text-right tabular-nums ${row.totalCents < 0 ? 'text-red-700 dark:text-red-400' : ''}`}
    >
      {text}
    </span>
  );
}

function Family({ row }: { row: InvoiceRow }) {
  const { t } = useTranslation('domain');
  return <>{t(`domain.productFamily.${row.family}`)}</>;
}

const stamp = (iso: string) => formatDate(iso, true);

/** Number, type, family, status, document, total, created, modified, cycle, due date. */
export const INVOICE_COLUMNS: readonly QueueColumn<InvoiceRow>[] = [
  {
    id: 'number',
    header: 'fieldwork.invoice.column.number',
    cell: (row) => <span className="font-mono text-xs">{row.number}</span>,
    csv: (row) => row.number,
    width: 130,
  },
  {
    id: 'type',
    header: 'fieldwork.invoice.column.type',
    cell: (row) => <StatusBadge list="invoiceType" value={row.type} />,
    csv: (row) => row.type,
    width: 150,
  },
  {
    id: 'status',
    header: 'fieldwork.column.status',
    cell: (row) => <StatusBadge list="invoiceStatus" value={row.status} />,
    csv: (row) => row.status,
    width: 110,
  },
  {
    id: 'family',
    header: 'fieldwork.invoice.column.family',
    cell: (row) => <Family row={row} />,
    csv: (row) => row.family,
    width: 110,
  },
  {
    id: 'document',
    header: 'fieldwork.column.document',
    cell: (row) => <span className="font-mono text-xs">{row.document}</span>,
    csv: (row) => row.document,
    width: 110,
  },
  {
    id: 'total',
    header: 'fieldwork.invoice.column.total',
    cell: (row) => <Total row={row} />,
    csv: (row) => (row.totalCents / 100).toFixed(2),
    width: 110,
  },
  {
    id: 'cycle',
    header: 'fieldwork.invoice.column.cycle',
    cell: (row) => <span className="tabular-nums">{row.cycle}</span>,
    csv: (row) => row.cycle,
    width: 90,
  },
  {
    id: 'dueDate',
    header: 'fieldwork.invoice.column.dueDate',
    cell: (row) => <span className="tabular-nums">{formatDate(row.dueDate)}</span>,
    csv: (row) => row.dueDate,
    width: 100,
  },
  {
    id: 'created',
    header: 'fieldwork.column.created',
    cell: (row) => <span className="tabular-nums">{stamp(row.created)}</span>,
    csv: (row) => row.created,
    sortable: true,
    width: 140,
  },
  {
    id: 'modified',
    header: 'fieldwork.column.changed',
    cell: (row) => <span className="tabular-nums">{stamp(row.modified)}</span>,
    csv: (row) => row.modified,
    width: 140,
  },
];

export const INVOICE_FILTERS: readonly QueueFilter[] = [
  {
    id: 'status',
    label: 'fieldwork.column.status',
    kind: 'select',
    options: INVOICE_STATUSES.map((value) => ({ value, label: `domain.invoiceStatus.${value}` })),
  },
  {
    id: 'type',
    label: 'fieldwork.invoice.column.type',
    kind: 'select',
    options: INVOICE_TYPES.map((value) => ({ value, label: `domain.invoiceType.${value}` })),
  },
  {
    id: 'family',
    label: 'fieldwork.invoice.column.family',
    kind: 'select',
    options: PRODUCT_FAMILIES.map((value) => ({ value, label: `domain.productFamily.${value}` })),
  },
  {
    id: 'cycle',
    label: 'fieldwork.invoice.column.cycle',
    kind: 'text',
    placeholder: 'fieldwork.invoice.cycleHint',
  },
  {
    id: 'search',
    label: 'fieldwork.filter.search',
    kind: 'text',
    placeholder: 'fieldwork.invoice.searchHint',
  },
];
