import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { listSubscriptionsQuery, Subscription } from '../../schema/rest/customers';
import type { Database } from '../db/database-schema';
import { JsonText } from '../http/json-text';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import type { EstimatedCount } from '../pagination/estimated-count';
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  type KeysetColumnType,
  keysetAfter,
} from '../pagination/keyset-cursor';
import { plannerRowEstimate } from '../pagination/planner-row-estimate';

type ListSubscriptionsQuery = z.infer<typeof listSubscriptionsQuery>;

const SORT_COLUMNS: Record<ListSubscriptionsQuery['sort'], { column: string; type: KeysetColumnType }> = {
  lineNumber: { column: 's.line_number', type: 'text' },
  created: { column: 's.created_at', type: 'timestamptz' },
  modified: { column: 's.modified_at', type: 'timestamptz' },
};

/** The smallest digit string after every string starting with `prefix` ('6129' -> '613'), or null for '99...'. */
function digitPrefixUpperBound(prefix: string): string | null {
  const kept = prefix.replace(/9+$/, '');
  if (kept === '') return null;
  return `${kept.slice(0, -1)}${Number(kept.slice(-1)) + 1}`;
}

type SubscriptionPage = { items: Subscription[]; nextCursor: string | null; totalEstimate: number };

/** The page as the contract's JSON, around the items' own JSON texts. */
function subscriptionPage(items: string[], nextCursor: string | null, totalEstimate: number) {
  return new JsonText<SubscriptionPage>(
    `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(nextCursor)},"totalEstimate":${totalEstimate}}`,
  );
}

/** GET /subscriptions: one keyset page of the lines in the caller's channel subtree. */
export async function listSubscriptions(
  db: Kysely<Database>,
  estimatedCount: EstimatedCount,
  scopeChannel: string,
  query: ListSubscriptionsQuery,
): Promise<JsonText<SubscriptionPage>> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return subscriptionPage([], null, 0);
  let filtered = db.selectFrom('subscriptions as s').where('s.channel_id', 'in', channels);
  if (query.status) filtered = filtered.where('s.status', '=', query.status);
  else if (!query.includeTerminated) filtered = filtered.where('s.status', '<>', 'TERMINATED');
  if (query.family) filtered = filtered.where('s.family', '=', query.family);
  if (query.fiscalId) filtered = filtered.where('s.fiscal_id', '=', query.fiscalId);
  if (query.lineNumber) {
    // Digits only (the contract): the prefix is also a range, which the (line_number, id) index can serve.
    const upper = digitPrefixUpperBound(query.lineNumber);
    filtered = filtered
      .where('s.line_number', '>=', query.lineNumber)
      .where('s.line_number', 'like', `${query.lineNumber}%`);
    if (upper) filtered = filtered.where('s.line_number', '<', upper);
  }

  const sortKey = `${query.sort}:${query.order}`;
  const sort = SORT_COLUMNS[query.sort];
  let page = filtered
    // Each line's JSON as the database keeps it (migration 0015: written with every change it depends on).
    .select(['s.id', 's.list_item as item', sql<string>`${sql.ref(sort.column)}::text`.as('sort_value')])
    .orderBy(sql.ref(sort.column), query.order)
    .orderBy('s.id', query.order)
    .limit(query.limit + 1);
  if (query.cursor) {
    const position = decodeKeysetCursor(sortKey, query.cursor);
    page = page.where(keysetAfter(sort.column, 's.id', sort.type, query.order, position));
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);

  const countKey = JSON.stringify([
    'subscriptions',
    scopeChannel,
    query.status ?? null,
    query.includeTerminated,
    query.family ?? null,
    query.fiscalId ?? null,
    query.lineNumber ?? null,
  ]);
  // A first page that holds every row is its own exact total: a line lookup never counts.
  const totalEstimate =
    !query.cursor && !hasMore
      ? items.length
      : await estimatedCount(
          countKey,
          async () => {
            const { total } = await filtered
              .select((eb) => eb.fn.countAll<string | number>().as('total'))
              .executeTakeFirstOrThrow();
            return Number(total);
          },
          () => plannerRowEstimate(db, filtered.select(sql<number>`1`.as('one'))),
        );

  const nextCursor =
    hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null;
  return subscriptionPage(
    items.map((row) => row.item),
    nextCursor,
    totalEstimate,
  );
}
