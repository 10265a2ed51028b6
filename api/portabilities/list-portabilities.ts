import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { listPortabilitiesQuery, Portability } from '../../schema/rest/portabilities';
import { dashboardPeriodRange } from '../dashboard/dashboard-period-range';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { toPortability } from './to-portability';

type ListPortabilitiesQuery = z.infer<typeof listPortabilitiesQuery>;

const SORT_KEY = 'created:desc';

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** GET /portabilities: one keyset page, newest first, of the portabilities in the caller's channel subtree. */
export async function listPortabilities(
  db: Kysely<Database>,
  scopeChannel: string,
  query: ListPortabilitiesQuery,
  now: Date = new Date(),
): Promise<{ items: Portability[]; nextCursor: string | null }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null };
  let page = db
    .selectFrom('portabilities')
    .selectAll()
    .select(sql<string>`created_at::text`.as('sort_value'))
    .where('channel_id', 'in', channels)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.direction) page = page.where('direction', '=', query.direction);
  if (query.status) page = page.where('status', '=', query.status);
  if (query.created) {
    const range = dashboardPeriodRange(query.created, now);
    page = page.where('created_at', '>=', range.from).where('created_at', '<', range.to);
  }
  if (query.operator) {
    const operator = query.operator;
    page = page.where((eb) =>
      eb.or([
        eb.and([eb('direction', '=', 'IN'), eb('donor_operator', '=', operator)]),
        eb.and([eb('direction', '=', 'OUT'), eb('receiver_operator', '=', operator)]),
      ]),
    );
  }
  if (query.search) {
    const pattern = containsPattern(query.search.replace(/\s/g, ''));
    page = page.where((eb) =>
      eb.or([
        eb('mobile_number', 'like', pattern),
        eb('document', 'ilike', pattern),
        eb('customer_fiscal_id', 'ilike', pattern),
      ]),
    );
  }
  if (query.cursor) {
    const position = decodeKeysetCursor(SORT_KEY, query.cursor);
    page = page.where(
      keysetAfter('portabilities.created_at', 'portabilities.id', 'timestamptz', 'desc', position),
    );
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ sort_value: _sortValue, ...row }) => toPortability(row)),
    nextCursor:
      hasMore && last ? encodeKeysetCursor(SORT_KEY, { value: last.sort_value, id: last.id }) : null,
  };
}
