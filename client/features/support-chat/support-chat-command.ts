import { canAccess } from '../../../schema/domain/roles';
import type { Command } from '../../palette/command';
import { openSupportChat } from './support-chat-store';

/** "Contact support" from every page with the chat (agent level and above, as the api's support endpoints). */
export const CONTACT_SUPPORT_COMMAND: Command = {
  id: 'support.contact',
  title: 'supportChat.command',
  group: 'palette.group.session',
  scope: 'anywhere',
  keywords: [
    'soporte',
    'support',
    'suport',
    'suporte',
    'ayuda',
    'help',
    'ajuda',
    'chat',
    'contacto',
    'contact',
  ],
  isVisible: (context) => canAccess(context.user?.role, 'agent'),
  run: (context) => {
    context.closePalette();
    openSupportChat();
  },
};
