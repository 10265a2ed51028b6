import type { Command, PalettePage } from '../../palette/command';
import { canManageChannels } from './channel-permissions';

const DELETE_USER_PAGE = 'channelUser.deletePick';

/** "Delete user…": a nested page listing the current channel's users; picking one asks the irreversible confirmation. */
const DELETE_USER: Command = {
  id: 'channelUser.deletePick',
  title: 'roles.users.command.delete',
  group: 'roles.users.command.group',
  scope: 'anywhere',
  keywords: ['delete', 'eliminar', 'borrar', 'suprimir', 'excluir', 'user', 'usuario', 'usuari'],
  // As the api: admins, where channel management exists (brand ids 202…, 145…).
  isVisible: canManageChannels,
  page: DELETE_USER_PAGE,
};

const DELETE_USER_PICKER: PalettePage = {
  id: DELETE_USER_PAGE,
  title: 'roles.users.command.delete',
  loadCommands: async (context) => {
    // Loaded when the page opens: the shell does not carry the users' documents.
    const [{ ChannelUsersQuery }, { runOperation }] = await Promise.all([
      import('./channel-documents'),
      import('../../session/graphql-client'),
    ]);
    const data = await runOperation(
      ChannelUsersQuery,
      { channel: null, status: null, first: 200, after: null },
      'query',
    );
    const self = (context.user?.email ?? '').toLowerCase();
    return data.channelUsers.users
      .filter((user) => user.email.toLowerCase() !== self)
      .map(
        (user): Command => ({
          id: `channelUser.deletePick.${user.id}`,
          title: 'roles.users.command.deleteOne',
          titleValues: { name: user.fullName, email: user.email },
          group: 'roles.users.command.delete',
          scope: 'page',
          keywords: [user.email, user.fullName],
          isVisible: () => true,
          run: async (commandContext) => {
            commandContext.closePalette();
            const { deleteChannelUser } = await import('./delete-channel-user');
            await deleteChannelUser(user, commandContext);
          },
        }),
      );
  },
};

export const CHANNEL_USER_COMMANDS: readonly Command[] = [DELETE_USER];
export const CHANNEL_USER_PALETTE_PAGES: readonly PalettePage[] = [DELETE_USER_PICKER];
