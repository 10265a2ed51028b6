import { canAccess } from '../../../schema/domain/roles';
import type { Command, CommandContext, PrefixCommandSource } from '../../palette/command';
import { KNOWLEDGE_BASE_PATH } from './knowledge-base-paths';

const isStaff = (context: CommandContext) => canAccess(context.user?.role, 'agent');

/** Offered from every page: the knowledge base has no menu entry (the spec's menu lists none). */
export const KNOWLEDGE_BASE_COMMANDS: readonly Command[] = [
  {
    id: 'knowledgeBase.open',
    title: 'knowledgeBase.command.open',
    group: 'palette.group.navigation',
    scope: 'anywhere',
    keywords: [
      'kb',
      'wiki',
      'knowledge',
      'conocimiento',
      'coneixement',
      'conhecimento',
      'ayuda',
      'help',
      KNOWLEDGE_BASE_PATH,
    ],
    isVisible: isStaff,
    isEnabled: (context) => context.route.id !== 'knowledge-base',
    run: (context) => context.navigate(KNOWLEDGE_BASE_PATH),
  },
];

/**
 * "kb: porta": the articles whose versions hold every word, titled in the reader's language; Enter opens the first.
 * The query and its documents load with the first use, not with the shell.
 */
export const KNOWLEDGE_BASE_PREFIX_SOURCE: PrefixCommandSource = {
  prefix: 'kb:',
  isVisible: isStaff,
  async load(text, context) {
    const { loadArticleCommands } = await import('./load-article-commands');
    return loadArticleCommands(text, context);
  },
};
