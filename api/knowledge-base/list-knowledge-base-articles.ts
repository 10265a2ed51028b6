import { type Kysely, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type {
  KnowledgeBaseArticleSummary,
  listKnowledgeBaseArticlesQuery,
} from '../../schema/rest/knowledge-base';
import type { Database } from '../db/database-schema';
import { articleReadableFrom } from './knowledge-base-scope';
import { containsPattern, normalizeSearchText, searchWordsOf } from './search-text';

type ListQuery = z.infer<typeof listKnowledgeBaseArticlesQuery>;

/**
 * GET /knowledge-base/articles: the readable articles, each titled in `language` where it has that translation and
 * in its default language otherwise. With `search`, only those where every word appears in some version's title or
 * body; those whose shown title holds every word come first. Sorted here rather than in SQL, so both engines (whose
 * collations differ) give the same order; a brand's knowledge base is small enough to sort whole.
 */
export async function listKnowledgeBaseArticles(
  db: Kysely<Database>,
  scopeChannel: string,
  query: ListQuery,
): Promise<{ items: KnowledgeBaseArticleSummary[] }> {
  const words = searchWordsOf(query.search);
  let select = db
    .selectFrom('knowledge_base_articles')
    .leftJoin('knowledge_base_translations as shown', (join) =>
      join
        .onRef('shown.article_id', '=', 'knowledge_base_articles.id')
        .on('shown.language', '=', query.language),
    )
    .select([
      'knowledge_base_articles.id',
      'knowledge_base_articles.category',
      'knowledge_base_articles.updated_at',
      sql<string>`coalesce(shown.language, knowledge_base_articles.default_language)`.as('language'),
      sql<string>`coalesce(shown.title, knowledge_base_articles.title)`.as('title'),
    ])
    .where(articleReadableFrom(scopeChannel));
  if (query.category) select = select.where('knowledge_base_articles.category', '=', query.category);
  for (const word of words) {
    select = select.where(sql<SqlBool>`knowledge_base_articles.search_text like ${containsPattern(word)}`);
  }
  const rows = await select.execute();
  const titleHoldsAll = (title: string) => {
    const normalized = normalizeSearchText(title);
    return words.every((word) => normalized.includes(word));
  };
  const ranked = rows
    .map((row) => ({ row, inTitle: words.length > 0 && titleHoldsAll(row.title) }))
    .sort(
      (a, b) =>
        Number(b.inTitle) - Number(a.inTitle) ||
        a.row.title.localeCompare(b.row.title, 'es') ||
        a.row.id.localeCompare(b.row.id),
    );
  return {
    items: ranked.slice(0, query.limit).map(({ row }) => ({
      id: row.id,
      category: row.category,
      language: row.language as KnowledgeBaseArticleSummary['language'],
      title: row.title,
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}
