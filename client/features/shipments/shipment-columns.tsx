import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SHIPMENT_LIST_STATUSES, SHIPMENT_STATUSES } from '../../../schema/domain/vocabulary/shipment';
import type { QueueColumn, QueueFilter } from '../../queues/queue-types';
import { StatusBadge } from '../../ui/status-badge';
import type { ShipmentRow } from './shipment-row';

function Tracking({ row }: { row: ShipmentRow }) {
  if (!row.trackingNumber) return <span className="text-slate-400">—</span>;
  const text = row.trackingNumber;
  const title = row.carrier ? `${row.carrier} ${row.trackingNumber}` : row.trackingNumber;
  // Only http(s) links from the carrier are followed; anything else is shown as text.
  return row.carrierUrl && /^https?:\/\//.test(row.carrierUrl) ? (
    <a
      href={row.carrierUrl}
      target="_blank"
      rel="noreferrer noopener"
      title={title}
      onClick={(event) => event.stopPropagation()}
      className="font-mono text-primary-700 text-xs hover:underline dark:text-primary-400"
    >
      {text}
    </a>
  ) : (
    <span className="font-mono text-xs" title={title}>
      {text}
    </span>
  );
}

function Items({ row }: { row: ShipmentRow }) {
  const { t } = useTranslation('fieldwork');
  return <>{row.items.map((item) => t(`fieldwork.shipment.item.${item.kind}`)).join(', ') || '—'}</>;
}

function DocumentsFlag({ row }: { row: ShipmentRow }) {
  const { t } = useTranslation('fieldwork');
  return row.documentsPending ? (
    <span className="text-amber-700 text-xs dark:text-amber-300">
      {t('fieldwork.shipment.documentsPending')}
    </span>
  ) : (
    <span className="text-slate-500 text-xs dark:text-slate-400">{t('fieldwork.shipment.documentsIn')}</span>
  );
}

const stamp = (iso: string) => dayjs(iso).format('DD-MM-YY HH:mm:ss');

/** Status (and the list view's group), tracking, order link; with the customer and the parcel. */
export const SHIPMENT_COLUMNS: readonly QueueColumn<ShipmentRow>[] = [
  {
    id: 'status',
    header: 'fieldwork.column.status',
    cell: (row) => <StatusBadge list="shipmentStatus" value={row.status} />,
    csv: (row) => row.status,
    width: 170,
  },
  {
    id: 'listStatus',
    header: 'fieldwork.shipment.column.listStatus',
    cell: (row) =>
      row.listStatus ? (
        <StatusBadge list="shipmentListStatus" value={row.listStatus} />
      ) : (
        <span className="text-slate-400">—</span>
      ),
    csv: (row) => row.listStatus ?? '',
    width: 180,
  },
  {
    id: 'tracking',
    header: 'fieldwork.shipment.column.tracking',
    cell: (row) => <Tracking row={row} />,
    csv: (row) => row.trackingNumber ?? '',
    width: 140,
  },
  {
    id: 'order',
    header: 'fieldwork.column.order',
    cell: (row) => <span className="font-mono text-xs">{row.orderReference ?? '—'}</span>,
    csv: (row) => row.orderReference ?? '',
    width: 140,
  },
  {
    id: 'customer',
    header: 'fieldwork.column.customer',
    cell: (row) => row.customerName,
    csv: (row) => row.customerName,
    width: 180,
  },
  {
    id: 'document',
    header: 'fieldwork.column.document',
    cell: (row) => <span className="font-mono text-xs">{row.customerFiscalId}</span>,
    csv: (row) => row.customerFiscalId,
    width: 110,
  },
  {
    id: 'items',
    header: 'fieldwork.shipment.column.items',
    cell: (row) => <Items row={row} />,
    csv: (row) => row.items.map((item) => item.kind).join(' '),
    width: 160,
  },
  {
    id: 'documents',
    header: 'fieldwork.shipment.column.documents',
    cell: (row) => <DocumentsFlag row={row} />,
    csv: (row) => (row.documentsPending ? 'PENDING' : 'OK'),
    width: 120,
    hiddenByDefault: true,
  },
  {
    id: 'destination',
    header: 'fieldwork.shipment.column.destination',
    cell: (row) => `${row.address.postalCode} ${row.address.city}`,
    csv: (row) => `${row.address.postalCode} ${row.address.city}`,
    width: 160,
    hiddenByDefault: true,
  },
  {
    id: 'created',
    header: 'fieldwork.column.created',
    cell: (row) => <span className="tabular-nums">{stamp(row.created)}</span>,
    csv: (row) => row.created,
    width: 140,
  },
  {
    id: 'changed',
    header: 'fieldwork.column.changed',
    cell: (row) => <span className="tabular-nums">{stamp(row.changed)}</span>,
    csv: (row) => row.changed,
    width: 140,
  },
];

/** The list view's coarse statuses first (docs/lifecycles.md), then the provider's detailed status. */
export const SHIPMENT_FILTERS: readonly QueueFilter[] = [
  {
    id: 'group',
    label: 'fieldwork.shipment.column.listStatus',
    kind: 'select',
    options: SHIPMENT_LIST_STATUSES.map((value) => ({ value, label: `domain.shipmentListStatus.${value}` })),
  },
  {
    id: 'status',
    label: 'fieldwork.column.status',
    kind: 'select',
    options: SHIPMENT_STATUSES.map((value) => ({ value, label: `domain.shipmentStatus.${value}` })),
  },
  {
    id: 'search',
    label: 'fieldwork.filter.search',
    kind: 'text',
    placeholder: 'fieldwork.shipment.searchHint',
  },
];
