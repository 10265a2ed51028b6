import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { listResourcesQuery, Resource } from '../../schema/rest/resources';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import type { EstimatedCount } from '../pagination/estimated-count';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { toResource } from './to-resource';

const SORT_KEY = 'resources:value:asc';

/** GET /resources: one keyset page, by value, of the numbers and SIMs in the caller's channel subtree. */
export async function listResources(
  db: Kysely<Database>,
  estimatedCount: EstimatedCount,
  scopeChannel: string,
  query: z.infer<typeof listResourcesQuery>,
): Promise<{ items: Resource[]; nextCursor: string | null; totalEstimate: number }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null, totalEstimate: 0 };
  let filtered = db.selectFrom('resources').where('resources.channel_id', 'in', channels);
  if (query.kind) filtered = filtered.where('resources.kind', '=', query.kind);
  if (query.status) filtered = filtered.where('resources.status', '=', query.status);
  const prefix = query.search?.replace(/[\s.()-]/g, '').replace(/^(?:\+34|0034)(?=\d)/, '') ?? '';
  // Values are digits only: anything else cannot match, and `%` or `_` must not act as patterns.
  if (prefix !== '') filtered = filtered.where('resources.value', 'like', `${prefix.replace(/\D/g, '#')}%`);
  let page = filtered
    .selectAll('resources')
    .orderBy('resources.value')
    .orderBy('resources.id')
    .limit(query.limit + 1);
  if (query.cursor) {
    const position = decodeKeysetCursor(SORT_KEY, query.cursor);
    page = page.where(keysetAfter('resources.value', 'resources.id', 'text', 'asc', position));
  }
  const countKey = JSON.stringify(['resources', scopeChannel, query.kind, query.status, prefix]);
  const rows = await page.execute();
  const totalEstimate = await estimatedCount(countKey, async () => {
    const { total } = await filtered
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  });
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(toResource),
    nextCursor: hasMore && last ? encodeKeysetCursor(SORT_KEY, { value: last.value, id: last.id }) : null,
    totalEstimate,
  };
}
