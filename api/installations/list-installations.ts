import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Installation, listInstallationsQuery } from '../../schema/rest/installations';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { selectInstallations } from './load-installation-in-scope';
import { toInstallation } from './to-installation';

type ListInstallationsQuery = z.infer<typeof listInstallationsQuery>;

/** Undated installations sort after every dated one when the list is by installation date. */
const UNDATED = '9999-12-31';

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * GET /installations: one keyset page of the installations in the caller's channel subtree, newest first or by
 * installation date (soonest first, undated last).
 */
export async function listInstallations(
  db: Kysely<Database>,
  scopeChannel: string,
  query: ListInstallationsQuery,
): Promise<{ items: Installation[]; nextCursor: string | null }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null };
  const byDate = query.sort === 'installationDate';
  const sortKey = byDate ? 'installationDate:asc' : 'created:desc';
  const dateKey = sql<string>`coalesce(installation_date, ${UNDATED}::date)`;
  let page = selectInstallations(db)
    .select(
      byDate
        ? sql<string>`${dateKey}::text`.as('sort_value')
        : sql<string>`created_at::text`.as('sort_value'),
    )
    .where('channel_id', 'in', channels)
    .limit(query.limit + 1);
  page = byDate
    ? page.orderBy(dateKey, 'asc').orderBy('id', 'asc')
    : page.orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (query.status) page = page.where('status', '=', query.status);
  if (query.type) page = page.where('installation_type', '=', query.type);
  if (query.search) {
    const pattern = containsPattern(query.search.replace(/\s/g, ''));
    page = page.where((eb) =>
      eb.or([eb('fixed_number', 'like', pattern), eb('customer_fiscal_id', 'ilike', pattern)]),
    );
  }
  if (query.cursor) {
    const position = decodeKeysetCursor(sortKey, query.cursor);
    page = byDate
      ? page.where(sql<boolean>`(${dateKey}, id) > (${position.value}::date, ${position.id}::uuid)`)
      : page.where(
          keysetAfter('installations.created_at', 'installations.id', 'timestamptz', 'desc', position),
        );
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ sort_value: _sortValue, ...row }) => toInstallation(row)),
    nextCursor: hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null,
  };
}
