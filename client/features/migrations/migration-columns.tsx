import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FAMILIES } from '../../../schema/domain/vocabulary/product';
import type { QueueColumn, QueueFilter } from '../../queues/queue-types';
import { StatusBadge } from '../../ui/status-badge';
import type { MigrationRow } from './migration-row';

function Family({ row }: { row: MigrationRow }) {
  const { t } = useTranslation('domain');
  return <>{t(`domain.productFamily.${row.family}`)}</>;
}

const holder = (row: MigrationRow) =>
  [row.customerName, row.customerFirstSurname, row.customerLastSurname].filter(Boolean).join(' ');

/** The line, its holder, product and where it comes from (subscription fields). */
export const MIGRATION_COLUMNS: readonly QueueColumn<MigrationRow>[] = [
  {
    id: 'lineNumber',
    header: 'fieldwork.migration.column.lineNumber',
    cell: (row) => <span className="tabular-nums">{row.lineNumber}</span>,
    csv: (row) => row.lineNumber,
    sortable: true,
    width: 120,
  },
  {
    id: 'status',
    header: 'fieldwork.column.status',
    cell: (row) => <StatusBadge list="subscriptionStatus" value={row.status} />,
    csv: (row) => row.status,
    width: 150,
  },
  {
    id: 'customer',
    header: 'fieldwork.column.customer',
    cell: holder,
    csv: holder,
    width: 200,
  },
  {
    id: 'document',
    header: 'fieldwork.column.document',
    cell: (row) => <span className="font-mono text-xs">{row.fiscalId}</span>,
    csv: (row) => row.fiscalId,
    width: 110,
  },
  {
    id: 'product',
    header: 'fieldwork.migration.column.product',
    cell: (row) => row.productName,
    csv: (row) => row.productName,
    width: 200,
  },
  {
    id: 'family',
    header: 'fieldwork.migration.column.family',
    cell: (row) => <Family row={row} />,
    csv: (row) => row.family,
    width: 110,
  },
  {
    id: 'technology',
    header: 'fieldwork.migration.column.technology',
    cell: (row) => row.technology ?? '—',
    csv: (row) => row.technology ?? '',
    width: 90,
  },
  {
    id: 'donorOperator',
    header: 'fieldwork.migration.column.donorOperator',
    cell: (row) => row.donorOperator ?? '—',
    csv: (row) => row.donorOperator ?? '',
    width: 130,
    hiddenByDefault: true,
  },
  {
    id: 'startDate',
    header: 'fieldwork.migration.column.startDate',
    cell: (row) => (
      <span className="tabular-nums">{row.startDate ? dayjs(row.startDate).format('DD-MM-YY') : '—'}</span>
    ),
    csv: (row) => row.startDate ?? '',
    width: 110,
  },
  {
    id: 'modified',
    header: 'fieldwork.column.changed',
    cell: (row) => <span className="tabular-nums">{dayjs(row.modified).format('DD-MM-YY HH:mm:ss')}</span>,
    csv: (row) => row.modified,
    sortable: true,
    width: 140,
  },
];

export const MIGRATION_FILTERS: readonly QueueFilter[] = [
  {
    id: 'family',
    label: 'fieldwork.migration.column.family',
    kind: 'select',
    options: PRODUCT_FAMILIES.map((value) => ({ value, label: `domain.productFamily.${value}` })),
  },
  {
    id: 'lineNumber',
    label: 'fieldwork.migration.column.lineNumber',
    kind: 'text',
    placeholder: 'fieldwork.migration.lineHint',
  },
  {
    id: 'fiscalId',
    label: 'fieldwork.column.document',
    kind: 'text',
    placeholder: 'fieldwork.migration.documentHint',
  },
];
