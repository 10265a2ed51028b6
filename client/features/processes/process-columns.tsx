import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PROCESS_STATUSES, PROCESS_TYPES } from '../../../schema/domain/vocabulary/process';
import type { QueueColumn, QueueFilter } from '../../queues/queue-types';
import { dashboardPeriodFilter } from '../../ui/dashboard-period-filter';
import { StatusBadge } from '../../ui/status-badge';
import type { ProcessRow } from './process-row';

const stamp = (iso: string) => dayjs(iso).format('DD-MM-YY HH:mm:ss');

function CancelReason({ row }: { row: ProcessRow }) {
  const { t } = useTranslation('domain');
  if (!row.cancelReason) return <span className="text-slate-400">—</span>;
  // Console cancellations carry a CancellationReason; older rows may hold free text, shown as it is.
  return <>{t(`domain.cancellationReason.${row.cancelReason}`, { defaultValue: row.cancelReason })}</>;
}

/** Type, status, document, mobile number, change date (modified); with created and due. */
export const PROCESS_COLUMNS: readonly QueueColumn<ProcessRow>[] = [
  {
    id: 'type',
    header: 'fieldwork.process.column.type',
    cell: (row) => <StatusBadge list="processType" value={row.type} />,
    csv: (row) => row.type,
    width: 200,
  },
  {
    id: 'status',
    header: 'fieldwork.column.status',
    cell: (row) => <StatusBadge list="processStatus" value={row.status} />,
    csv: (row) => row.status,
    width: 120,
  },
  {
    id: 'document',
    header: 'fieldwork.column.document',
    cell: (row) => <span className="font-mono text-xs">{row.document}</span>,
    csv: (row) => row.document,
    width: 110,
  },
  {
    id: 'mobileNumber',
    header: 'fieldwork.process.column.mobileNumber',
    cell: (row) => <span className="tabular-nums">{row.mobileNumber}</span>,
    csv: (row) => row.mobileNumber,
    width: 110,
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
    header: 'fieldwork.process.column.modified',
    cell: (row) => <span className="tabular-nums">{stamp(row.modified)}</span>,
    csv: (row) => row.modified,
    width: 140,
  },
  {
    id: 'due',
    header: 'fieldwork.process.column.due',
    cell: (row) => <span className="tabular-nums">{stamp(row.due)}</span>,
    csv: (row) => row.due,
    width: 140,
  },
  {
    id: 'cancelReason',
    header: 'fieldwork.process.column.cancelReason',
    cell: (row) => <CancelReason row={row} />,
    csv: (row) => row.cancelReason ?? '',
    width: 160,
    hiddenByDefault: true,
  },
];

export const PROCESS_FILTERS: readonly QueueFilter[] = [
  {
    id: 'type',
    label: 'fieldwork.process.column.type',
    kind: 'select',
    options: PROCESS_TYPES.map((value) => ({ value, label: `domain.processType.${value}` })),
  },
  {
    id: 'status',
    label: 'fieldwork.column.status',
    kind: 'select',
    options: PROCESS_STATUSES.map((value) => ({ value, label: `domain.processStatus.${value}` })),
  },
  {
    id: 'search',
    label: 'fieldwork.filter.search',
    kind: 'text',
    placeholder: 'fieldwork.process.searchHint',
  },
  // What the dashboard's Events card counts, for the period it shows.
  dashboardPeriodFilter('created', 'dashboard.filter.started'),
];
