import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { CHANNEL_USER_STATUSES } from '../../../schema/domain/vocabulary/channel';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { registerCommands } from '../../palette/command-registry';
import { type QueueFilter, QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { sessionStore } from '../../session/session-store';
import { CHANNEL_USER_ACTIONS, CHANNEL_USER_ENTITY } from './channel-actions';
import { channelUserColumns } from './channel-columns';
import { CHANNEL_COMMANDS } from './channel-commands';
import { CHANNEL_USERS_QUEUE_ID, ChannelFormDialog } from './channel-form-dialog';
import { openChannelUserForm } from './channel-forms-store';
import { canManageUsers } from './channel-permissions';
import { ChannelUserHistoryDialog } from './channel-user-history-dialog';
import { loadChannelUsers } from './load-channel-users';

/** The role permissions screen (client/routes.ts, route role-permissions). */
const ROLE_PERMISSIONS_PATH = '/management/roles';

const FILTERS: readonly QueueFilter[] = [
  {
    id: 'channel',
    label: 'catalogue.users.filter.channel',
    kind: 'text',
    placeholder: 'catalogue.users.filter.channelPlaceholder',
  },
  {
    id: 'status',
    label: 'catalogue.users.filter.status',
    kind: 'select',
    options: CHANNEL_USER_STATUSES.map((status) => ({
      value: status,
      label: `domain.channelUserStatus.${status}`,
    })),
  },
];

/**
 * /management/users (admin): users whose original channel is the current one (or `?channel=`); create, change role,
 * block, delete for good, and each user's history of role and status changes.
 */
export default function ChannelUsersPage(_props: PageProps) {
  // `roles` words the delete and history actions of the row menus.
  const { t } = useTranslation(['catalogue', 'domain', 'common', 'roles']);
  const { user } = useSnapshot(sessionStore);
  const search = useSearch();
  const channel = new URLSearchParams(search).get('channel') || null;
  const canEdit = canManageUsers({ user });

  useEffect(() => {
    const removeActions = registerEntityActions(CHANNEL_USER_ACTIONS);
    const removeCommands = registerCommands(CHANNEL_COMMANDS);
    return () => {
      removeActions();
      removeCommands();
    };
  }, []);

  const columns = useMemo(() => channelUserColumns(t), [t]);

  return (
    <>
      <QueuePage
        queueId={CHANNEL_USERS_QUEUE_ID}
        entity={CHANNEL_USER_ENTITY}
        title="catalogue.users.title"
        columns={columns}
        filters={FILTERS}
        load={loadChannelUsers}
        rowId={(row) => row.id}
        empty="catalogue.users.empty"
        toolbar={
          canEdit ? (
            <>
              <Link
                href={ROLE_PERMISSIONS_PATH}
                className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {t('roles.command.open')}
              </Link>
              <button
                type="button"
                onClick={() => openChannelUserForm(channel)}
                className="h-9 rounded-lg bg-primary-600 px-3 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:bg-primary-500 dark:hover:bg-primary-600"
              >
                {t('catalogue.users.action.new')}
              </button>
            </>
          ) : null
        }
      />
      <ChannelFormDialog />
      <ChannelUserHistoryDialog />
    </>
  );
}
