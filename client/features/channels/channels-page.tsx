import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CHANNEL_STATUSES } from '../../../schema/domain/vocabulary/channel';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { registerCommands } from '../../palette/command-registry';
import { type QueueFilter, QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { sessionStore } from '../../session/session-store';
import { CHANNEL_ACTIONS, CHANNEL_ENTITY } from './channel-actions';
import { channelColumns } from './channel-columns';
import { CHANNEL_COMMANDS } from './channel-commands';
import { CHANNELS_QUEUE_ID, ChannelFormDialog } from './channel-form-dialog';
import { openSubChannelForm } from './channel-forms-store';
import { canManageChannels } from './channel-permissions';
import { loadChannels } from './load-channels';

const FILTERS: readonly QueueFilter[] = [
  {
    id: 'search',
    label: 'catalogue.channels.filter.search',
    kind: 'text',
    placeholder: 'catalogue.channels.filter.searchPlaceholder',
  },
  {
    id: 'status',
    label: 'catalogue.channels.filter.status',
    kind: 'select',
    options: CHANNEL_STATUSES.map((status) => ({ value: status, label: `domain.channelStatus.${status}` })),
  },
];

/** Where Enter on a sub-channel goes: its users. */
export function channelUsersHref(row: { id: string }): string {
  return `/management/users?channel=${encodeURIComponent(row.id)}`;
}

/**
 * /management/channel (admin, brands 202/145): the current channel's sub-channels; add one, enter one (and
 * "return to my channel" from the user menu or the palette), Enter lists its users.
 */
export default function ChannelsPage(_props: PageProps) {
  const { t } = useTranslation(['catalogue', 'domain']);
  const { user, brand } = useSnapshot(sessionStore);
  const canEdit = canManageChannels({ user, brand });

  useEffect(() => {
    const removeActions = registerEntityActions(CHANNEL_ACTIONS);
    const removeCommands = registerCommands(CHANNEL_COMMANDS);
    return () => {
      removeActions();
      removeCommands();
    };
  }, []);

  const columns = useMemo(() => channelColumns(t), [t]);

  return (
    <>
      <QueuePage
        queueId={CHANNELS_QUEUE_ID}
        entity={CHANNEL_ENTITY}
        title="catalogue.channels.title"
        columns={columns}
        filters={FILTERS}
        load={loadChannels}
        rowId={(row) => row.id}
        rowHref={channelUsersHref}
        empty="catalogue.channels.empty"
        toolbar={
          <div className="flex items-center gap-3">
            <span className="text-slate-600 text-sm dark:text-slate-300">
              {t('catalogue.channels.current', { channel: user?.channel ?? '' })}
            </span>
            {canEdit ? (
              <button
                type="button"
                onClick={openSubChannelForm}
                className="h-9 rounded-lg bg-primary-600 px-3 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:bg-primary-500 dark:hover:bg-primary-600"
              >
                {t('catalogue.channels.action.add')}
              </button>
            ) : null}
          </div>
        }
      />
      <ChannelFormDialog />
    </>
  );
}
