import { ASSIGNABLE_ROLES } from '../../../schema/domain/roles';
import { type EntityAction, EntityActionAborted } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import {
  DisableChannelUserMutation,
  RemoveChannelUserMutation,
  UpdateChannelUserMutation,
} from './channel-documents';
import { canManageChannels, canManageUsers } from './channel-permissions';
import type { ChannelRow, ChannelUserRow } from './channel-row';
import { openChannelUserHistory } from './channel-user-history-store';

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

const isOtherUser = (email: string | undefined, row: ChannelUserRow) =>
  row.email.toLowerCase() !== (email ?? '').toLowerCase();
const isOtherActiveUser = (email: string | undefined, row: ChannelUserRow) =>
  row.status === 'ACTIVE' && isOtherUser(email, row);

/** Delete a user for good (a blocked one too): DELETE /user, the account removed from the pool. */
export const DELETE_CHANNEL_USER_ACTION_ID = 'channelUser.delete';

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
  {
    id: DELETE_CHANNEL_USER_ACTION_ID,
    entity: CHANNEL_USER_ENTITY,
    title: 'roles.users.action.delete',
    keywords: ['delete', 'eliminar', 'borrar', 'suprimir', 'excluir', 'remove'],
    isVisible: (context, row) => canManageUsers(context) && isOtherUser(context.user?.email, row),
    confirm: {
      title: 'roles.users.confirm.delete.title',
      body: 'roles.users.confirm.delete.body',
      irreversible: true,
      acknowledgement: 'roles.users.confirm.delete.acknowledgement',
    },
    run: async (row) => {
      await runGatewayMutation(RemoveChannelUserMutation, { email: row.email });
    },
    success: 'roles.users.success.deleted',
    rowLabel: (row) => row.email,
  },
  {
    id: 'channelUser.history',
    entity: CHANNEL_USER_ENTITY,
    title: 'roles.users.action.history',
    keywords: ['history', 'historial', 'histórico', 'cambios', 'changes'],
    isVisible: (context) => canManageUsers(context),
    run: async (row) => {
      await openChannelUserHistory(row.email);
      // Looking is not a change: no toast when the dialog closes.
      throw new EntityActionAborted();
    },
    success: 'roles.users.history.title',
    rowLabel: (row) => row.email,
  },
];
