import type { TFunction } from 'i18next';
import type { QueueColumn } from '../../queues/queue-page';
import type { ClientRow } from './client-row';
import { formatClientDate } from './format-client-date';

/** The customer's name as the console writes it: name and surnames, or the company's name alone. */
export function clientFullName(row: Pick<ClientRow, 'name' | 'firstSurname' | 'lastSurname'>): string {
  return [row.name, row.firstSurname, row.lastSurname].filter(Boolean).join(' ');
}

/** The clients queue's columns: the customer's fields, led by the customer list's fiscal id, name and e-mail. */
export function clientColumns(t: TFunction): QueueColumn<ClientRow>[] {
  return [
    {
      id: 'fiscalId',
      header: 'catalogue.clients.column.fiscalId',
      cell: (row) => <span className="font-medium tabular-nums">{row.fiscalId}</span>,
      csv: (row) => row.fiscalId,
      sortable: true,
      width: 120,
    },
    {
      id: 'name',
      header: 'catalogue.clients.column.name',
      cell: (row) => clientFullName(row),
      csv: (row) => clientFullName(row),
      sortable: true,
      width: 240,
    },
    {
      id: 'customerType',
      header: 'catalogue.clients.column.customerType',
      cell: (row) => t(`domain.customerType.${row.customerType}`),
      csv: (row) => t(`domain.customerType.${row.customerType}`),
      width: 110,
    },
    {
      id: 'documentType',
      header: 'catalogue.clients.column.documentType',
      cell: (row) => t(`domain.documentType.${row.documentType}`),
      csv: (row) => t(`domain.documentType.${row.documentType}`),
      width: 90,
      hiddenByDefault: true,
    },
    {
      id: 'email',
      header: 'catalogue.clients.column.email',
      cell: (row) => row.email ?? '',
      csv: (row) => row.email ?? '',
      width: 220,
    },
    {
      id: 'contactPhone',
      header: 'catalogue.clients.column.contactPhone',
      cell: (row) => <span className="tabular-nums">{row.contactPhone ?? ''}</span>,
      csv: (row) => row.contactPhone ?? '',
      width: 110,
    },
    {
      id: 'city',
      header: 'catalogue.clients.column.city',
      cell: (row) => row.city ?? '',
      csv: (row) => row.city ?? '',
      width: 130,
    },
    {
      id: 'province',
      header: 'catalogue.clients.column.province',
      cell: (row) => row.province ?? '',
      csv: (row) => row.province ?? '',
      width: 120,
      hiddenByDefault: true,
    },
    {
      id: 'created',
      header: 'catalogue.clients.column.created',
      cell: (row) => <span className="tabular-nums">{formatClientDate(row.created)}</span>,
      csv: (row) => row.created,
      sortable: true,
      width: 90,
    },
  ];
}
