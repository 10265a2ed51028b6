import { ASSIGNABLE_ROLES } from '../../../schema/domain/roles';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import { DisableChannelUserMutation, UpdateChannelUserMutation } from './channel-documents';
import { canManageChannels, canManageUsers } from './channel-permissions';
import type { ChannelRow, ChannelUserRow } from './channel-row';

export const CHANNEL_ENTITY = 'channel';
export const CHANNEL_USER_ENTITY = 'channelUser';

/** Roles channel management may give (schema AssignableRole), shown with the console's role names. */

/** Enter a sub-channel: the session moves there; "return to my channel" comes back. */
export const CHANNEL_ACTIONS: readonly EntityAction<ChannelRow>[] = [
  {
    id: 'channel.enter',
    entity: CHANNEL_ENTITY,
    title: 'catalogue.channels.action.enter',
    keywords: ['enter', 'entrar', 'switch'],
    isVisible: (context, row) => canManageChannels(context) && row.status === 'ACTIVE',
    run: async (row) => {
      const { enterChannel } = await import('../../session/switch-channel');
      await enterChannel(row.id);
    },
    success: 'catalogue.channels.success.entered',
    rowLabel: (row) => row.name,
  },
];

const isOtherActiveUser = (email: string | undefined, row: ChannelUserRow) =>
  row.status === 'ACTIVE' && row.email.toLowerCase() !== (email ?? '').toLowerCase();

/** Channel users: change the role, block the user (no one edits their own user here: OWN_USER). */
export const CHANNEL_USER_ACTIONS: readonly EntityAction<ChannelUserRow>[] = [
  {
    id: 'channelUser.changeRole',
    entity: CHANNEL_USER_ENTITY,
    title: 'catalogue.users.action.changeRole',
    keywords: ['role', 'rol'],
    isVisible: (context, row) => canManageUsers(context) && isOtherActiveUser(context.user?.email, row),
    reason: {
      title: 'catalogue.users.roleStep',
      options: ASSIGNABLE_ROLES.map((role) => ({ value: role, label: `common.role.${role}` })),
    },
    run: async (row, { reason }) => {
      const role = ASSIGNABLE_ROLES.find((value) => value === reason);
      if (!role) throw Object.assign(new Error('No role picked'), { code: 'INVALID_REQUEST' });
      await runGatewayMutation(UpdateChannelUserMutation, { email: row.email, role });
    },
    success: 'catalogue.users.success.roleChanged',
    rowLabel: (row) => row.email,
  },
  {
    id: 'channelUser.disable',
    entity: CHANNEL_USER_ENTITY,
    title: 'catalogue.users.action.disable',
    keywords: ['disable', 'block', 'bloquear', 'desactivar'],
    isVisible: (context, row) => canManageUsers(context) && isOtherActiveUser(context.user?.email, row),
    confirm: {
      title: 'catalogue.users.confirm.disable.title',
      body: 'catalogue.users.confirm.disable.body',
      irreversible: true,
    },
    run: async (row) => {
      await runGatewayMutation(DisableChannelUserMutation, { email: row.email });
    },
    success: 'catalogue.users.success.disabled',
    rowLabel: (row) => row.email,
  },
];
