import { canAccess } from '../../../schema/domain/roles';
import type { EntityAction } from '../../actions/entity-action';
import { runGatewayMutation } from '../../actions/run-gateway-mutation';
import { currentLocation, navigateTo } from '../../session/navigator';
import { DeleteKnowledgeBaseArticleMutation } from './knowledge-base-documents';
import { articlePath, KNOWLEDGE_BASE_PATH } from './knowledge-base-paths';

/** The article on screen, as its actions see it. */
export type ArticleRow = { id: string; title: string };

export const ARTICLE_ENTITY = 'knowledgeBaseArticle';
export const ARTICLE_TARGET_ID = 'knowledge-base-article';

export const articleActions: readonly EntityAction<ArticleRow>[] = [
  {
    id: 'knowledgeBaseArticle.delete',
    entity: ARTICLE_ENTITY,
    title: 'knowledgeBase.article.delete',
    keywords: ['borrar', 'eliminar', 'delete', 'esborrar', 'excluir'],
    isVisible: (context) => canAccess(context.user?.role, 'admin'),
    confirm: {
      title: 'knowledgeBase.delete.title',
      body: 'knowledgeBase.delete.body',
      irreversible: true,
    },
    run: async (row) => {
      await runGatewayMutation(DeleteKnowledgeBaseArticleMutation, { id: row.id });
      // The article is gone: its page would only say so.
      if (currentLocation() === articlePath(row.id)) navigateTo(KNOWLEDGE_BASE_PATH, { replace: true });
    },
    success: 'knowledgeBase.delete.done',
    rowLabel: (row) => row.title,
  },
];
