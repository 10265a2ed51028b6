import type { TFunction } from 'i18next';
import type { QueueColumn } from '../../queues/queue-page';
import { StatusBadge } from '../../ui/status-badge';
import type { ResourceRow } from './resource-row';

/** An instant (ISO, UTC) as local DD-MM-YY HH:mm. */
function formatInstant(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${String(date.getFullYear()).slice(2)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The inventory's columns: value, kind, status, holding channel, the line it serves, the hold's end. */
export function resourceColumns(t: TFunction): QueueColumn<ResourceRow>[] {
  return [
    {
      id: 'value',
      header: 'catalogue.resources.column.value',
      cell: (row) => <span className="font-medium font-mono tabular-nums">{row.value}</span>,
      csv: (row) => row.value,
      width: 200,
    },
    {
      id: 'kind',
      header: 'catalogue.resources.column.kind',
      cell: (row) => t(`domain.resourceKind.${row.kind}`),
      csv: (row) => t(`domain.resourceKind.${row.kind}`),
      width: 120,
    },
    {
      id: 'status',
      header: 'catalogue.resources.column.status',
      cell: (row) => <StatusBadge list="resourceStatus" value={row.status} />,
      csv: (row) => t(`domain.resourceStatus.${row.status}`),
      width: 110,
    },
    {
      id: 'channelId',
      header: 'catalogue.resources.column.channel',
      cell: (row) => <span className="tabular-nums">{row.channelId}</span>,
      csv: (row) => row.channelId,
      width: 120,
    },
    {
      id: 'subscriptionId',
      header: 'catalogue.resources.column.subscription',
      cell: (row) => row.subscriptionId ?? '',
      csv: (row) => row.subscriptionId ?? '',
      width: 130,
      // An internal id: in the CSV and on demand, not in the default view.
      hiddenByDefault: true,
    },
    {
      id: 'reservedUntil',
      header: 'catalogue.resources.column.reservedUntil',
      cell: (row) => <span className="tabular-nums">{formatInstant(row.reservedUntil)}</span>,
      csv: (row) => row.reservedUntil ?? '',
      width: 120,
      hiddenByDefault: true,
    },
    {
      id: 'modified',
      header: 'catalogue.resources.column.modified',
      cell: (row) => <span className="tabular-nums">{formatInstant(row.modified)}</span>,
      csv: (row) => row.modified,
      width: 120,
    },
  ];
}
