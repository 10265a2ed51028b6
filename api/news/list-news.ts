import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';

/**
 * GET /news: what the brand owning the caller's current channel published, plus the operator's announcements to
 * every brand (brand_id null), already published at `now`, newest first.
 */
export async function listNews(db: Kysely<Database>, scopeChannel: string, limit: number, now: Date) {
  const channel = await db
    .selectFrom('channels')
    .select('brand_id')
    .where('id', '=', scopeChannel)
    .executeTakeFirst();
  if (!channel) return { items: [] };
  const rows = await db
    .selectFrom('news')
    .select(['id', 'brand_id', 'locale', 'title', 'body', 'published_at'])
    // eb.or keeps the alternatives together under the published_at condition.
    .where((eb) => eb.or([eb('brand_id', '=', channel.brand_id), eb('brand_id', 'is', null)]))
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      brandId: row.brand_id,
      locale: row.locale,
      title: row.title,
      body: row.body,
      publishedAt: row.published_at.toISOString(),
    })),
  };
}
