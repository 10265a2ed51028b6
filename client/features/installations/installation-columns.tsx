import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { installationKindOf } from '../../../schema/domain/lifecycles/installation-lifecycle';
import {
  ANY_INSTALLATION_STATUSES,
  INSTALLATION_TYPES,
} from '../../../schema/domain/vocabulary/installation';
import type { QueueColumn, QueueFilter } from '../../queues/queue-types';
import { StatusBadge } from '../../ui/status-badge';
import type { InstallationRow } from './installation-row';

/** Satellite rows are labelled from their own status list (docs/lifecycles.md). */
function statusListOf(row: InstallationRow): 'installationStatus' | 'satelliteInstallationStatus' {
  return installationKindOf(row.type) === 'SATELLITE' ? 'satelliteInstallationStatus' : 'installationStatus';
}

function SlotLabel({ row }: { row: InstallationRow }) {
  const { t } = useTranslation('fieldwork');
  if (!row.installationDate) return <span className="text-slate-400">—</span>;
  return (
    <span className="tabular-nums">
      {dayjs(row.installationDate).format('DD-MM-YY')}
      {row.slot ? (
        <span className="ml-1 text-slate-500 dark:text-slate-400">
          {t(`fieldwork.installation.slotShort.${row.slot}`)}
        </span>
      ) : null}
    </span>
  );
}

function TypeLabel({ row }: { row: InstallationRow }) {
  const { t } = useTranslation('fieldwork');
  return <>{t(`fieldwork.installation.type.${row.type}`)}</>;
}

const addressText = (row: InstallationRow) => {
  const { street, number, floor, postalCode, city } = row.address;
  return `${street} ${number}${floor ? `, ${floor}` : ''} · ${postalCode} ${city}`;
};

const stamp = (iso: string) => dayjs(iso).format('DD-MM-YY HH:mm:ss');

/** Installation date, creation date, fixed number, status, address, product, type, change date. */
export const INSTALLATION_COLUMNS: readonly QueueColumn<InstallationRow>[] = [
  {
    id: 'installationDate',
    header: 'fieldwork.installation.column.installationDate',
    cell: (row) => <SlotLabel row={row} />,
    csv: (row) => [row.installationDate ?? '', row.slot ?? ''].filter(Boolean).join(' '),
    sortable: true,
    width: 140,
  },
  {
    id: 'status',
    header: 'fieldwork.column.status',
    cell: (row) => <StatusBadge list={statusListOf(row)} value={row.status} />,
    csv: (row) => row.status,
    width: 170,
  },
  {
    id: 'type',
    header: 'fieldwork.installation.column.type',
    cell: (row) => <TypeLabel row={row} />,
    csv: (row) => row.type,
    width: 90,
  },
  {
    id: 'fixedNumber',
    header: 'fieldwork.installation.column.fixedNumber',
    cell: (row) => <span className="tabular-nums">{row.fixedNumber ?? '—'}</span>,
    csv: (row) => row.fixedNumber ?? '',
    width: 110,
  },
  {
    id: 'customer',
    header: 'fieldwork.column.document',
    cell: (row) => <span className="font-mono text-xs">{row.customerFiscalId}</span>,
    csv: (row) => row.customerFiscalId,
    width: 110,
  },
  {
    id: 'address',
    header: 'fieldwork.installation.column.address',
    cell: (row) => <span title={addressText(row)}>{addressText(row)}</span>,
    csv: addressText,
    width: 280,
  },
  {
    id: 'product',
    header: 'fieldwork.installation.column.product',
    cell: (row) => row.product.name,
    csv: (row) => row.product.name,
    width: 180,
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
    header: 'fieldwork.installation.column.changed',
    cell: (row) => <span className="tabular-nums">{stamp(row.changed)}</span>,
    csv: (row) => row.changed,
    width: 140,
  },
  {
    id: 'orderReference',
    header: 'fieldwork.column.order',
    cell: (row) => row.orderReference ?? '—',
    csv: (row) => row.orderReference ?? '',
    width: 140,
    hiddenByDefault: true,
  },
];

/**
 * The status filter lists the standard statuses and the satellite-only SENDING_EQUIPMENT; its labels come from
 * the standard list, except SENDING_EQUIPMENT from the satellite one.
 */
export const INSTALLATION_FILTERS: readonly QueueFilter[] = [
  {
    id: 'status',
    label: 'fieldwork.column.status',
    kind: 'select',
    options: ANY_INSTALLATION_STATUSES.map((value) => ({
      value,
      label:
        value === 'SENDING_EQUIPMENT'
          ? `domain.satelliteInstallationStatus.${value}`
          : `domain.installationStatus.${value}`,
    })),
  },
  {
    id: 'type',
    label: 'fieldwork.installation.column.type',
    kind: 'select',
    options: INSTALLATION_TYPES.map((value) => ({ value, label: `fieldwork.installation.type.${value}` })),
  },
  {
    id: 'search',
    label: 'fieldwork.filter.search',
    kind: 'text',
    placeholder: 'fieldwork.installation.searchHint',
  },
];
