import type { Kysely, Transaction } from 'kysely';
import type { KnowledgeBaseArticleBody } from '../../schema/rest/knowledge-base';
import type { Database } from '../db/database-schema';
import { brandForNewArticle, loadWritableArticle } from './knowledge-base-scope';
import { searchTextOf } from './search-text';

export type ArticleWriter = { scopeChannel: string; actor: string; now: Date };

function articleColumns(body: KnowledgeBaseArticleBody) {
  return {
    category: body.category,
    default_language: body.defaultLanguage,
    title: body.title,
    body: body.body,
    search_text: searchTextOf([body, ...body.translations]),
  };
}

async function writeTranslations(trx: Transaction<Database>, id: string, body: KnowledgeBaseArticleBody) {
  await trx.deleteFrom('knowledge_base_translations').where('article_id', '=', id).execute();
  if (body.translations.length === 0) return;
  await trx
    .insertInto('knowledge_base_translations')
    .values(body.translations.map((translation) => ({ article_id: id, ...translation })))
    .execute();
}

/** POST /knowledge-base/articles: a new article of the caller's brand with its translations, in one transaction. */
export async function createKnowledgeBaseArticle(
  db: Kysely<Database>,
  body: KnowledgeBaseArticleBody,
  { scopeChannel, actor, now }: ArticleWriter,
): Promise<string> {
  const { brandId, channelId } = await brandForNewArticle(db, scopeChannel);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('knowledge_base_articles')
      .values({
        ...articleColumns(body),
        brand_id: brandId,
        channel_id: channelId,
        created_by: actor,
        updated_by: actor,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTranslations(trx, id, body);
    return id;
  });
}

/** PUT /knowledge-base/articles/:id: the article replaced whole, translations included (one left out is removed). */
export async function updateKnowledgeBaseArticle(
  db: Kysely<Database>,
  id: string,
  body: KnowledgeBaseArticleBody,
  { scopeChannel, actor, now }: ArticleWriter,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await loadWritableArticle(trx, scopeChannel, id);
    await trx
      .updateTable('knowledge_base_articles')
      .set({ ...articleColumns(body), updated_by: actor, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await writeTranslations(trx, row.id, body);
    return row.id;
  });
}

/** DELETE /knowledge-base/articles/:id: the article and (by cascade) its translations. */
export async function deleteKnowledgeBaseArticle(
  db: Kysely<Database>,
  id: string,
  scopeChannel: string,
): Promise<{ id: string; deleted: true }> {
  return db.transaction().execute(async (trx) => {
    const row = await loadWritableArticle(trx, scopeChannel, id);
    await trx.deleteFrom('knowledge_base_articles').where('id', '=', row.id).execute();
    return { id: row.id, deleted: true as const };
  });
}
