import type { Kysely } from 'kysely';
import { KNOWLEDGE_BASE_LANGUAGES, type KnowledgeBaseArticle } from '../../schema/rest/knowledge-base';
import type { Database } from '../db/database-schema';
import type { ArticleRow } from './knowledge-base-scope';

/** The article as the api answers it: the default version and every translation, in the languages' order. */
export async function toKnowledgeBaseArticle(
  db: Kysely<Database>,
  row: ArticleRow,
): Promise<KnowledgeBaseArticle> {
  const translations = await db
    .selectFrom('knowledge_base_translations')
    .select(['language', 'title', 'body'])
    .where('article_id', '=', row.id)
    .execute();
  translations.sort(
    (a, b) => KNOWLEDGE_BASE_LANGUAGES.indexOf(a.language) - KNOWLEDGE_BASE_LANGUAGES.indexOf(b.language),
  );
  return {
    id: row.id,
    brandId: row.brand_id,
    category: row.category,
    defaultLanguage: row.default_language,
    title: row.title,
    body: row.body,
    translations,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}
