import type { TFunction } from 'i18next';
import type { QueueColumn } from '../../queues/queue-page';
import { StatusBadge } from '../../ui/status-badge';
import { formatPortabilityDateTime } from './format-portability-date';
import type { PortabilityRow } from './portability-row';

/** The portabilities queue's columns. */
export function portabilityColumns(t: TFunction): QueueColumn<PortabilityRow>[] {
  return [
    {
      id: 'mobileNumber',
      header: 'portabilities.column.mobileNumber',
      cell: (row) => <span className="font-medium tabular-nums">{row.mobileNumber}</span>,
      csv: (row) => row.mobileNumber,
      width: 96,
    },
    {
      id: 'status',
      header: 'portabilities.column.status',
      cell: (row) => <StatusBadge list="portabilityStatus" value={row.status} />,
      csv: (row) => t(`domain.portabilityStatus.${row.status}`),
      width: 176,
    },
    {
      id: 'document',
      header: 'portabilities.column.document',
      cell: (row) => <span className="tabular-nums">{row.document}</span>,
      csv: (row) => row.document,
      width: 96,
    },
    {
      id: 'type',
      header: 'portabilities.column.type',
      cell: (row) => t(`portabilities.type.${row.type}`),
      csv: (row) => t(`portabilities.type.${row.type}`),
      width: 108,
    },
    {
      id: 'donorOperator',
      header: 'portabilities.column.donorOperator',
      cell: (row) => row.donorOperator,
      csv: (row) => row.donorOperator,
      width: 120,
    },
    {
      id: 'receiverOperator',
      header: 'portabilities.column.receiverOperator',
      cell: (row) => row.receiverOperator,
      csv: (row) => row.receiverOperator,
      width: 120,
      hiddenByDefault: true,
    },
    {
      id: 'changeWindow',
      header: 'portabilities.column.changeWindow',
      cell: (row) => <span className="tabular-nums">{formatPortabilityDateTime(row.changeWindow)}</span>,
      csv: (row) => row.changeWindow ?? '',
      width: 136,
    },
    {
      id: 'icc',
      header: 'portabilities.column.icc',
      cell: (row) => <span className="tabular-nums">{row.icc ?? ''}</span>,
      csv: (row) => row.icc ?? '',
      width: 170,
      hiddenByDefault: true,
    },
    {
      id: 'created',
      header: 'portabilities.column.created',
      cell: (row) => <span className="tabular-nums">{formatPortabilityDateTime(row.created)}</span>,
      csv: (row) => row.created,
      width: 136,
    },
  ];
}
