import type { Command, CommandContext } from '../../palette/command';
import { runOperation } from '../../session/graphql-client';
import { knowledgeBaseLanguageOf } from './article-version';
import { KnowledgeBaseArticlesQuery } from './knowledge-base-documents';
import { KNOWLEDGE_BASE_GROUP, PALETTE_ARTICLE_LIMIT } from './knowledge-base-palette-group';
import { articlePath } from './knowledge-base-paths';

/** The palette's rows for "kb: <text>": one per article found by the api's search, in its order. */
export async function loadArticleCommands(text: string, context: CommandContext): Promise<Command[]> {
  const { knowledgeBaseArticles } = await runOperation(
    KnowledgeBaseArticlesQuery,
    {
      language: knowledgeBaseLanguageOf(context.language),
      search: text === '' ? null : text,
      first: PALETTE_ARTICLE_LIMIT,
    },
    'query',
  );
  return knowledgeBaseArticles.map(
    (article): Command => ({
      id: `knowledgeBase.article.${article.id}`,
      title: 'knowledgeBase.palette.article',
      titleValues: { title: article.title },
      group: KNOWLEDGE_BASE_GROUP,
      scope: 'anywhere',
      isVisible: () => true,
      run: (runContext) => runContext.navigate(articlePath(article.id)),
    }),
  );
}
