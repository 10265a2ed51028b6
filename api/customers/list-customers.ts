import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { CustomerSummary, listCustomersQuery } from '../../schema/rest/customers';
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

type ListCustomersQuery = z.infer<typeof listCustomersQuery>;

const SORT_COLUMNS: Record<ListCustomersQuery['sort'], { column: string; type: KeysetColumnType }> = {
  name: { column: 'customers.name', type: 'text' },
  fiscalId: { column: 'customers.fiscal_id', type: 'text' },
  created: { column: 'customers.created_at', type: 'timestamptz' },
};

/** `%` and `_` typed by the user are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** GET /customers: one keyset page of the customers in the caller's channel subtree. */
export async function listCustomers(
  db: Kysely<Database>,
  estimatedCount: EstimatedCount,
  scopeChannel: string,
  query: ListCustomersQuery,
): Promise<{ items: CustomerSummary[]; nextCursor: string | null; totalEstimate: number }> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null, totalEstimate: 0 };
  let filtered = db.selectFrom('customers').where('customers.channel_id', 'in', channels);
  if (query.ids) filtered = filtered.where('customers.id', 'in', query.ids);
  if (query.type) filtered = filtered.where('customers.customer_type', '=', query.type);
  if (query.search) {
    const pattern = containsPattern(query.search);
    // eb.or parenthesises the alternatives: a bare `a or b` here would escape the channel scope above.
    filtered = filtered.where((eb) =>
      eb.or([
        eb(
          sql<string>`customers.name || ' ' || coalesce(customers.first_surname, '') || ' ' || coalesce(customers.second_surname, '')`,
          'ilike',
          pattern,
        ),
        eb('customers.fiscal_id', 'ilike', pattern),
        eb('customers.email', 'ilike', pattern),
      ]),
    );
  }

  const sortKey = `${query.sort}:${query.order}`;
  const sort = SORT_COLUMNS[query.sort];
  let page = filtered
    .select([
      'customers.id',
      'customers.fiscal_id',
      'customers.brand_id',
      'customers.channel_id',
      'customers.document_type',
      'customers.customer_type',
      'customers.name',
      'customers.first_surname',
      'customers.second_surname',
      'customers.email',
      'customers.contact_phone',
      'customers.province',
      'customers.city',
      'customers.created_at',
      sql<string>`${sql.ref(sort.column)}::text`.as('sort_value'),
    ])
    .orderBy(sql.ref(sort.column), query.order)
    .orderBy('customers.id', query.order)
    .limit(query.limit + 1);
  if (query.cursor) {
    const position = decodeKeysetCursor(sortKey, query.cursor);
    page = page.where(keysetAfter(sort.column, 'customers.id', sort.type, query.order, position));
  }
  const rows = await page.execute();
  const hasMore = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);

  const countKey = JSON.stringify([
    'customers',
    scopeChannel,
    query.type ?? null,
    query.search ?? null,
    query.ids ?? null,
  ]);
  // A first page that holds every row is its own exact total: a narrow search never counts.
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
      id: row.id,
      fiscalId: row.fiscal_id,
      brandId: row.brand_id,
      channelId: row.channel_id,
      documentType: row.document_type,
      customerType: row.customer_type,
      name: row.name,
      firstSurname: row.first_surname,
      lastSurname: row.second_surname,
      email: row.email,
      contactPhone: row.contact_phone,
      province: row.province,
      city: row.city,
      created: row.created_at.toISOString(),
    })),
    nextCursor: hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null,
    totalEstimate,
  };
}
