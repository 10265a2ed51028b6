import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Lead, listLeadsQuery } from '../../schema/rest/leads';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { selectLeads } from './select-leads';
import { toLead } from './to-lead';

const SORT_KEY = 'leads:created:desc';

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** GET /leads: one keyset page, newest first, of the leads in the caller's channel subtree. */
export async function listLeads(
  db: Kysely<Database>,
  scopeChannel: string,
  query: z.infer<typeof listLeadsQuery>,
): Promise<{ items: Lead[]; nextCursor: string | null }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null };
  let page = selectLeads(db)
    .select(sql<string>`leads.created_at::text`.as('sort_value'))
    .where('leads.channel_id', 'in', channels)
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc')
    .limit(query.limit + 1);
  if (query.status) page = page.where('leads.status', '=', query.status);
  if (query.sellType) page = page.where('leads.sell_type', '=', query.sellType);
  if (query.search) {
    const text = containsPattern(query.search);
    const compact = containsPattern(query.search.replace(/[\s.-]/g, ''));
    page = page.where((eb) =>
      eb.or([
        eb('leads.phone', 'like', compact),
        eb('leads.customer_name', 'ilike', text),
        eb('leads.customer_document', 'ilike', compact),
        eb('leads.consent_full_name', 'ilike', text),
        eb('leads.consent_document', 'ilike', compact),
      ]),
    );
  }
  if (query.cursor) {
    const position = decodeKeysetCursor(SORT_KEY, query.cursor);
    page = page.where(keysetAfter('leads.created_at', 'leads.id', 'timestamptz', 'desc', position));
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ sort_value: _sortValue, ...row }) => toLead(row)),
    nextCursor:
      hasMore && last ? encodeKeysetCursor(SORT_KEY, { value: last.sort_value, id: last.id }) : null,
  };
}
