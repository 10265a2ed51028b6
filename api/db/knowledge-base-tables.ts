import type { ColumnType, Generated } from 'kysely';
import type { KnowledgeBaseCategory, KnowledgeBaseLanguage } from '../../schema/rest/knowledge-base';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 0027: one row per article, its default version inline. */
export type KnowledgeBaseArticlesTable = {
  id: Generated<string>;
  brand_id: string;
  /** The brand's own top channel: the scope of writes. */
  channel_id: string;
  category: KnowledgeBaseCategory;
  default_language: KnowledgeBaseLanguage;
  title: string;
  body: string;
  /** Every version's title and body, lower case and without accents (api/knowledge-base/search-text.ts). */
  search_text: string;
  created_by: string;
  updated_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Migration 0027: the article in another language than its default. */
export type KnowledgeBaseTranslationsTable = {
  article_id: string;
  language: KnowledgeBaseLanguage;
  title: string;
  body: string;
};
