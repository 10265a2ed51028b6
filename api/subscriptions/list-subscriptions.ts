import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { listSubscriptionsQuery, Subscription } from '../../schema/rest/customers';
import type { Database } from '../db/database-schema';
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

/** GET /subscriptions: one keyset page of the lines in the caller's channel subtree. */
export async function listSubscriptions(
  db: Kysely<Database>,
  estimatedCount: EstimatedCount,
  scopeChannel: string,
  query: ListSubscriptionsQuery,
): Promise<{ items: Subscription[]; nextCursor: string | null; totalEstimate: number }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null, totalEstimate: 0 };
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
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .selectAll('s')
    .select([
      'c.name as customer_name',
      'c.first_surname as customer_first_surname',
      'c.second_surname as customer_second_surname',
      sql<string | null>`to_char(s.start_date, 'YYYY-MM-DD')`.as('start_day'),
      sql<string | null>`to_char(s.end_date, 'YYYY-MM-DD')`.as('end_day'),
      sql<
        string[]
      >`coalesce((select jsonb_agg(b.id order by b.id) from subscriptions b where b.shared_subscription_id = s.id), '[]'::jsonb)`.as(
        'base_subscriptions',
      ),
      sql<string>`${sql.ref(sort.column)}::text`.as('sort_value'),
    ])
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

  return {
    items: items.map((row) => ({
      subscriptionId: row.id,
      brandId: row.brand_id,
      channelId: row.channel_id,
      lineNumber: row.line_number,
      fiscalId: row.fiscal_id,
      customerId: row.customer_id,
      customerName: row.customer_name,
      customerFirstSurname: row.customer_first_surname,
      customerLastSurname: row.customer_second_surname,
      productId: row.product_id,
      productName: row.product_name,
      alias: row.alias,
      contract: row.contract,
      status: row.status,
      startDate: row.start_day,
      endDate: row.end_day,
      installationAddress: row.installation_address,
      finalPrice: row.final_price_cents,
      family: row.family,
      fixedNumber: row.fixed_number,
      icc: row.icc,
      iccService: row.icc_service,
      carrier: row.carrier,
      eSim: row.esim,
      eSimEmail: row.esim_email,
      donorOperator: row.donor_operator,
      technology: row.technology,
      optionals: row.optionals.map((optional) => ({
        productId: optional.productId,
        name: optional.name,
        price: optional.priceCents,
      })),
      baseSubscriptions: row.base_subscriptions,
      sharedSubscriptionId: row.shared_subscription_id,
      headerSubscriptionId: row.header_subscription_id,
      convergentSubscriptionId: row.convergent_subscription_id,
      created: row.created_at.toISOString(),
      modified: row.modified_at.toISOString(),
    })),
    nextCursor: hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null,
    totalEstimate,
  };
}
