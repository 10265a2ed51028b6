import type { TFunction } from 'i18next';
import type { QueueColumn } from '../../queues/queue-page';
import { formatDate, formatEuros } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import type { OrderRow } from './order-row';

function customerName(row: OrderRow): string {
  return [row.customerName, row.customerFirstSurname, row.customerSecondSurname].filter(Boolean).join(' ');
}

/** The order queues' columns; `sortCreated` where the list sorts by creation. */
export function orderColumns(t: TFunction, language: string, sortCreated: boolean): QueueColumn<OrderRow>[] {
  return [
    {
      id: 'orderNumber',
      header: 'orders.column.orderNumber',
      cell: (row) => <span className="font-medium tabular-nums">{row.orderNumber}</span>,
      csv: (row) => row.orderNumber,
      width: 136,
    },
    {
      id: 'status',
      header: 'orders.column.status',
      cell: (row) => <StatusBadge list="orderStatus" value={row.status} />,
      csv: (row) => t(`domain.orderStatus.${row.status}`),
      width: 180,
    },
    {
      id: 'customer',
      header: 'orders.column.customer',
      cell: (row) => customerName(row),
      csv: (row) => customerName(row),
      width: 160,
    },
    {
      id: 'document',
      header: 'orders.column.document',
      cell: (row) => <span className="tabular-nums">{row.documentNumber}</span>,
      csv: (row) => row.documentNumber,
      width: 100,
      hiddenByDefault: true,
    },
    {
      id: 'family',
      header: 'orders.column.family',
      cell: (row) => t(`domain.productFamily.${row.family}`),
      csv: (row) => t(`domain.productFamily.${row.family}`),
      width: 90,
    },
    {
      id: 'verificationType',
      header: 'orders.column.verificationType',
      cell: (row) => t(`orders.verification.${row.verificationType}`),
      csv: (row) => row.verificationType,
      width: 90,
      hiddenByDefault: true,
    },
    {
      id: 'mobileNumber',
      header: 'orders.column.mobileNumber',
      cell: (row) => <span className="tabular-nums">{row.mobileNumber ?? ''}</span>,
      csv: (row) => row.mobileNumber ?? '',
      width: 92,
    },
    {
      id: 'email',
      header: 'orders.column.email',
      cell: (row) => row.email ?? '',
      csv: (row) => row.email ?? '',
      width: 180,
      hiddenByDefault: true,
    },
    {
      id: 'total',
      header: 'orders.column.total',
      cell: (row) => <span className="tabular-nums">{formatEuros(row.totalPriceCents, language)}</span>,
      csv: (row) => (row.totalPriceCents / 100).toFixed(2),
      width: 72,
    },
    {
      id: 'created',
      header: 'orders.column.created',
      cell: (row) => <span className="tabular-nums">{formatDate(row.created, true)}</span>,
      csv: (row) => row.created,
      width: 134,
      sortable: sortCreated,
    },
    {
      id: 'modified',
      header: 'orders.column.modified',
      cell: (row) => <span className="tabular-nums">{formatDate(row.modified, true)}</span>,
      csv: (row) => row.modified,
      width: 134,
      hiddenByDefault: true,
    },
  ];
}
