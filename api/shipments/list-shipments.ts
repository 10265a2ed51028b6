import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { SHIPPED_STATUSES, WAREHOUSE_STATUSES } from '../../schema/domain/lifecycles/shipment-lifecycle';
import type { listShipmentsQuery, Shipment } from '../../schema/rest/shipments';
import type { Database } from '../db/database-schema';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { decodeKeysetCursor, encodeKeysetCursor, keysetAfter } from '../pagination/keyset-cursor';
import { toShipment } from './to-shipment';

type ListShipmentsQuery = z.infer<typeof listShipmentsQuery>;

const SORT_KEY = 'created:desc';

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * GET /shipments: one keyset page, newest first, of the shipments in the caller's channel subtree, by status, by
 * the list view's group (the same rule as shipmentListStatusOf, in SQL), or by tracking number or document.
 */
export async function listShipments(
  db: Kysely<Database>,
  scopeChannel: string,
  query: ListShipmentsQuery,
): Promise<{ items: Shipment[]; nextCursor: string | null }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null };
  let page = db
    .selectFrom('shipments')
    .selectAll()
    .select(sql<string>`created_at::text`.as('sort_value'))
    .where('channel_id', 'in', channels)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1);
  if (query.status) page = page.where('status', '=', query.status);
  if (query.group === 'SHIPPED') page = page.where('status', 'in', SHIPPED_STATUSES);
  if (query.group === 'PENDING_DOCS' || query.group === 'PENDING_LOGISTIC') {
    page = page
      .where('status', 'in', WAREHOUSE_STATUSES)
      .where('documents_pending', '=', query.group === 'PENDING_DOCS');
  }
  if (query.search) {
    const pattern = containsPattern(query.search.replace(/\s/g, ''));
    page = page.where((eb) =>
      eb.or([eb('tracking_number', 'ilike', pattern), eb('customer_fiscal_id', 'ilike', pattern)]),
    );
  }
  if (query.cursor) {
    const position = decodeKeysetCursor(SORT_KEY, query.cursor);
    page = page.where(keysetAfter('shipments.created_at', 'shipments.id', 'timestamptz', 'desc', position));
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ sort_value: _sortValue, ...row }) => toShipment(row)),
    nextCursor:
      hasMore && last ? encodeKeysetCursor(SORT_KEY, { value: last.sort_value, id: last.id }) : null,
  };
}
