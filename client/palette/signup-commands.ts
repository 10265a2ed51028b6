import { canAccess } from '../../schema/domain/roles';
import type { Command, CommandContext, PalettePage } from './command';

const RESUME_ORDER_PAGE = 'resume-order';
const isAgent = (context: CommandContext) => canAccess(context.user?.role, 'agent');

/** The drafts of the channel, newest first: choosing one reopens it in the wizard at its last saved step. */
export const RESUME_ORDER: PalettePage = {
  id: RESUME_ORDER_PAGE,
  title: 'palette.page.resumeOrder',
  async loadCommands() {
    const { loadDraftOrderCommands } = await import('./load-draft-order-commands');
    return loadDraftOrderCommands();
  },
};

export const SIGNUP_COMMANDS: readonly Command[] = [
  {
    id: 'signup.resume',
    title: 'palette.command.resumeOrder',
    group: 'palette.group.actions',
    scope: 'anywhere',
    keywords: ['resume', 'continue', 'reanudar', 'continuar', 'borrador', 'draft'],
    isVisible: isAgent,
    page: RESUME_ORDER_PAGE,
  },
];
