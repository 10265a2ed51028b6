import type { TFunction } from 'i18next';
import type { MouseEvent } from 'react';
import { isLeadClosed } from '../../../schema/domain/lifecycles/lead-lifecycle';
import type { QueueColumn } from '../../queues/queue-page';
import { formatCalendarDate, formatEuros } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { openLeadForm } from './lead-form-store';
import type { LeadRow } from './lead-row';

function EditLeadButton({ row, label, name }: { row: LeadRow; label: string; name: string }) {
  if (isLeadClosed(row.status)) return null;
  return (
    <button
      type="button"
      aria-label={name}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        void openLeadForm(row);
      }}
      className="rounded px-1.5 py-0.5 font-medium text-primary-700 text-xs hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-primary-300 dark:hover:bg-primary-900/40"
    >
      {label}
    </button>
  );
}

/** The leads queue's columns (customer, phone, sell type, status, commission, date, consent). */
export function leadColumns(t: TFunction, language: string, canEdit: boolean): QueueColumn<LeadRow>[] {
  const columns: QueueColumn<LeadRow>[] = [
    {
      id: 'customerName',
      header: 'catalogue.leads.column.customer',
      cell: (row) => <span className="font-medium">{row.customerName}</span>,
      csv: (row) => row.customerName,
      width: 180,
    },
    {
      id: 'customerDocument',
      header: 'catalogue.leads.column.document',
      cell: (row) => row.customerDocument ?? '',
      csv: (row) => row.customerDocument ?? '',
      width: 100,
    },
    {
      id: 'phone',
      header: 'catalogue.leads.column.phone',
      cell: (row) => <span className="tabular-nums">{row.phone}</span>,
      csv: (row) => row.phone,
      width: 100,
    },
    {
      id: 'sellType',
      header: 'catalogue.leads.column.sellType',
      cell: (row) => t(`domain.leadSellType.${row.sellType}`),
      csv: (row) => t(`domain.leadSellType.${row.sellType}`),
      width: 140,
    },
    {
      id: 'status',
      header: 'catalogue.leads.column.status',
      cell: (row) => <StatusBadge list="leadStatus" value={row.status} />,
      csv: (row) => t(`domain.leadStatus.${row.status}`),
      width: 100,
    },
    {
      id: 'commission',
      header: 'catalogue.leads.column.commission',
      cell: (row) => <span className="tabular-nums">{formatEuros(row.commission, language)}</span>,
      csv: (row) => (row.commission / 100).toFixed(2),
      width: 90,
    },
    {
      id: 'date',
      header: 'catalogue.leads.column.date',
      cell: (row) => <span className="tabular-nums">{formatCalendarDate(row.date)}</span>,
      csv: (row) => row.date,
      width: 80,
    },
    {
      id: 'consent',
      header: 'catalogue.leads.column.consent',
      cell: (row) => (row.consent ? t('catalogue.common.yes') : t('catalogue.common.no')),
      csv: (row) =>
        row.consent ? `${row.consent.fullName} ${row.consent.document} ${row.consent.date}` : '',
      width: 70,
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'edit',
      header: 'catalogue.common.edit',
      cell: (row) => (
        <EditLeadButton
          row={row}
          label={t('catalogue.common.edit')}
          name={t('catalogue.leads.action.edit')}
        />
      ),
      width: 64,
    });
  }
  return columns;
}
