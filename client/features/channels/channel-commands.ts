import type { Command } from '../../palette/command';
import { openChannelUserForm, openSubChannelForm } from './channel-forms-store';
import { canManageChannels, canManageUsers } from './channel-permissions';

/** The channel whose users the users page shows (its `channel` filter), or null for the current channel. */
function channelOfUsersPage(path: string): string | null {
  const query = path.includes('?') ? path.slice(path.indexOf('?')) : (globalThis.location?.search ?? '');
  return new URLSearchParams(query).get('channel') || null;
}

/** Palette entries of the channels feature; the toolbar buttons call the same functions. */
export const CHANNEL_COMMANDS: readonly Command[] = [
  {
    id: 'channel.add',
    title: 'catalogue.channels.action.add',
    group: 'catalogue.group.channels',
    scope: 'page',
    keywords: ['channel', 'canal', 'subcanal', 'add', 'añadir'],
    isVisible: (context) => context.route.id === 'channels' && canManageChannels(context),
    run: () => openSubChannelForm(),
  },
  {
    id: 'channelUser.new',
    title: 'catalogue.users.action.new',
    group: 'catalogue.group.users',
    scope: 'page',
    keywords: ['user', 'usuario', 'new', 'nuevo', 'crear'],
    isVisible: (context) => context.route.id === 'users' && canManageUsers(context),
    run: (context) => openChannelUserForm(channelOfUsersPage(context.route.path)),
  },
];
