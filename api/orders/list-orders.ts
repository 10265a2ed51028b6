import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { listOrdersQuery, Order } from '../../schema/rest/orders';
import { dashboardPeriodRange } from '../dashboard/dashboard-period-range';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { toOrder } from './to-order';

export type ListOrdersFilter = Omit<z.infer<typeof listOrdersQuery>, 'draft'> & { draft?: boolean };

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * GET /orders and GET /draft-orders: one keyset page, by creation, of the orders in the caller's channel subtree
 * (deleted drafts never appear), filtered by status, family, draft flag or a search on the order number, the
 * document or the mobile number.
 */
export async function listOrders(
  db: Kysely<Database>,
  scopeChannel: string,
  filter: ListOrdersFilter,
  now: Date = new Date(),
): Promise<{ items: Order[]; nextCursor: string | null }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null };
  const sortKey = `created:${filter.order}`;
  let page = db
    .selectFrom('orders')
    .selectAll()
    .select(sql<string>`created_at::text`.as('sort_value'))
    .where('channel_id', 'in', channels)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', filter.order)
    .orderBy('id', filter.order)
    .limit(filter.limit + 1);
  if (filter.status) page = page.where('status', '=', filter.status);
  if (filter.family) page = page.where('family', '=', filter.family);
  if (filter.draft !== undefined) page = page.where('draft', '=', filter.draft);
  if (filter.created) {
    const range = dashboardPeriodRange(filter.created, now);
    page = page.where('created_at', '>=', range.from).where('created_at', '<', range.to);
  }
  if (filter.launched) {
    // A sale counts on its first launch (migration 0022): launched again later, it stays in its first period.
    const range = dashboardPeriodRange(filter.launched, now);
    page = page.where((eb) =>
      eb.between(
        eb
          .selectFrom('order_history as h')
          .select((history) => history.fn.min('h.at').as('first'))
          .whereRef('h.order_id', '=', 'orders.id')
          .where('h.action', '=', 'LAUNCH'),
        range.from,
        new Date(range.to.getTime() - 1),
      ),
    );
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search.replace(/\s/g, ''));
    page = page.where((eb) =>
      eb.or([
        eb('order_number', 'ilike', pattern),
        eb('document_number', 'ilike', pattern),
        eb('customer_fiscal_id', 'ilike', pattern),
        eb('mobile_number', 'like', pattern),
      ]),
    );
  }
  if (filter.cursor) {
    const position = decodeKeysetCursor(sortKey, filter.cursor);
    page = page.where(keysetAfter('orders.created_at', 'orders.id', 'timestamptz', filter.order, position));
  }
  const rows = await page.execute();
  const hasMore = rows.length > filter.limit;
  const items = rows.slice(0, filter.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ sort_value: _sortValue, ...row }) => toOrder(row)),
    nextCursor: hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null,
  };
}
