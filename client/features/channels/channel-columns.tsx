import type { TFunction } from 'i18next';
import type { QueueColumn } from '../../queues/queue-page';
import { StatusBadge } from '../../ui/status-badge';
import type { ChannelRow, ChannelUserRow } from './channel-row';
import { formatChannelDate } from './format-channel-date';

/** The sub-channels' columns (id, sub-channel number, name, status, users). */
export function channelColumns(t: TFunction): QueueColumn<ChannelRow>[] {
  return [
    {
      id: 'id',
      header: 'catalogue.channels.column.id',
      cell: (row) => <span className="font-medium tabular-nums">{row.id}</span>,
      csv: (row) => row.id,
      width: 120,
    },
    {
      id: 'subChannelNumber',
      header: 'catalogue.channels.column.subChannelNumber',
      cell: (row) => <span className="tabular-nums">{row.subChannelNumber ?? ''}</span>,
      csv: (row) => (row.subChannelNumber === null ? '' : String(row.subChannelNumber)),
      width: 90,
    },
    {
      id: 'name',
      header: 'catalogue.channels.column.name',
      cell: (row) => row.name,
      csv: (row) => row.name,
      width: 240,
    },
    {
      id: 'status',
      header: 'catalogue.channels.column.status',
      cell: (row) => <StatusBadge list="channelStatus" value={row.status} />,
      csv: (row) => t(`domain.channelStatus.${row.status}`),
      width: 100,
    },
    {
      id: 'users',
      header: 'catalogue.channels.column.users',
      cell: (row) => <span className="tabular-nums">{row.users}</span>,
      csv: (row) => String(row.users),
      width: 80,
    },
    {
      id: 'subChannels',
      header: 'catalogue.channels.column.subChannels',
      cell: (row) => <span className="tabular-nums">{row.subChannels}</span>,
      csv: (row) => String(row.subChannels),
      width: 90,
    },
  ];
}

/** The channel users' columns (name, e-mail, role, channel, original channel, status). */
export function channelUserColumns(t: TFunction): QueueColumn<ChannelUserRow>[] {
  return [
    {
      id: 'fullName',
      header: 'catalogue.users.column.fullName',
      cell: (row) => <span className="font-medium">{row.fullName}</span>,
      csv: (row) => row.fullName,
      width: 200,
    },
    {
      id: 'email',
      header: 'catalogue.users.column.email',
      cell: (row) => row.email,
      csv: (row) => row.email,
      width: 240,
    },
    {
      id: 'role',
      header: 'catalogue.users.column.role',
      cell: (row) => (row.role ? t(`common.role.${row.role}`) : ''),
      csv: (row) => (row.role ? t(`common.role.${row.role}`) : ''),
      width: 120,
    },
    {
      id: 'status',
      header: 'catalogue.users.column.status',
      cell: (row) => <StatusBadge list="channelUserStatus" value={row.status} />,
      csv: (row) => t(`domain.channelUserStatus.${row.status}`),
      width: 100,
    },
    {
      id: 'channel',
      header: 'catalogue.users.column.channel',
      cell: (row) => <span className="tabular-nums">{row.channel}</span>,
      csv: (row) => row.channel,
      width: 110,
    },
    {
      id: 'originalChannel',
      header: 'catalogue.users.column.originalChannel',
      cell: (row) => <span className="tabular-nums">{row.originalChannel}</span>,
      csv: (row) => row.originalChannel,
      width: 110,
    },
    {
      id: 'createdAt',
      header: 'catalogue.users.column.createdAt',
      cell: (row) => <span className="tabular-nums">{formatChannelDate(row.createdAt)}</span>,
      csv: (row) => row.createdAt,
      width: 90,
      hiddenByDefault: true,
    },
  ];
}
