import { type Kysely, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import { channelSubtreeIds, isChannelInSubtree } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import type { KnowledgeBaseArticlesTable } from '../db/knowledge-base-tables';
import { ApiError } from '../http/api-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ArticleRow = Selectable<KnowledgeBaseArticlesTable>;

/**
 * Articles a caller standing in `scopeChannel` may read: its brand's (a sub-channel's staff read their brand's), and
 * those of brands whose top channel lies in its subtree (operator staff in `0` read every brand's).
 */
export function articleReadableFrom(scopeChannel: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    knowledge_base_articles.brand_id = (select brand_id from channels where id = ${scopeChannel})
    or knowledge_base_articles.channel_id in ${channelSubtreeIds(scopeChannel)}
  )`;
}

/** An article the caller may read; anything else (or no such id) answers 404 alike. */
export async function loadReadableArticle(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ArticleRow> {
  const notFound = new ApiError(404, 'NOT_FOUND', 'No such article');
  if (!UUID.test(id)) throw notFound;
  let query = db
    .selectFrom('knowledge_base_articles')
    .selectAll()
    .where('id', '=', id)
    .where(articleReadableFrom(scopeChannel));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound;
  return row;
}

const WRITTEN_FROM_TOP = "The knowledge base is written from the brand's own channel";

/**
 * An article the caller may change, locked: its brand's top channel must be in the caller's subtree. Staff of a
 * sub-channel read their brand's articles but do not write them: 403, since they can see the article.
 */
export async function loadWritableArticle(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
): Promise<ArticleRow> {
  const row = await loadReadableArticle(db, scopeChannel, id, { lock: true });
  if (!(await isChannelInSubtree(db, row.channel_id, scopeChannel))) {
    throw new ApiError(403, 'FORBIDDEN', WRITTEN_FROM_TOP);
  }
  return row;
}

/**
 * Where a new article goes: the brand of the caller's current channel and that brand's top channel (the channel of
 * the brand whose parent belongs to another brand, or has none), which must lie in the caller's subtree.
 */
export async function brandForNewArticle(
  db: Kysely<Database>,
  scopeChannel: string,
): Promise<{ brandId: string; channelId: string }> {
  const top = await db
    .selectFrom('channels as top')
    .select(['top.id', 'top.brand_id'])
    .where('top.brand_id', '=', sql<string>`(select brand_id from channels where id = ${scopeChannel})`)
    .where((eb) =>
      eb.or([
        eb('top.parent_id', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('channels as parent')
              .select('parent.id')
              .whereRef('parent.id', '=', 'top.parent_id')
              .whereRef('parent.brand_id', '=', 'top.brand_id'),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!top || !(await isChannelInSubtree(db, top.id, scopeChannel))) {
    throw new ApiError(403, 'FORBIDDEN', WRITTEN_FROM_TOP);
  }
  return { brandId: top.brand_id, channelId: top.id };
}
