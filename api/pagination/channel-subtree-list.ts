import { type Kysely, sql } from 'kysely';
import { channelSubtreeIds } from '../channels/channel-scope';
import type { Database } from '../db/database-schema';
import { requestChannelSubtree } from './request-channel-subtree';

/**
 * The channel ids of a scope as a list, resolved in SQL first. List pages then filter `channel_id in (...)` (or
 * `= any($1)`, one array parameter) with values the planner sees and can estimate from column statistics: for a scope holding most rows it walks
 * the (sort, id) index and stops after a page; behind a recursive subquery it cannot tell, and at 1M lines it
 * joined and sorted the whole scope (1.3 s against 0.3-3 ms; docs/decisions.md). The caller's own subtree was
 * read with its row by authentication in this same request (request-channel-subtree.ts): no query then.
 */
export async function channelSubtreeList(db: Kysely<Database>, root: string): Promise<string[]> {
  const known = requestChannelSubtree.getStore();
  if (known && known.root === root) return [...known.ids];
  const { rows } = await sql<{ id: string }>`select id from ${channelSubtreeIds(root)} as subtree`.execute(
    db,
  );
  return rows.map((row) => row.id);
}
