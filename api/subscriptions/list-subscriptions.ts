import { CompiledQuery, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { listSubscriptionsQuery, Subscription } from '../../schema/rest/customers';
import { dashboardPeriodRange } from '../dashboard/dashboard-period-range';
import type { Database } from '../db/database-schema';
import { preparedStatements } from '../db/prepared-statements';
import { JsonText } from '../http/json-text';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import type { EstimatedCount } from '../pagination/estimated-count';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetColumnType } from '../pagination/keyset-cursor';
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

/** SQL text with its positional parameters, written by `SqlWithParameters.add`. */
class SqlWithParameters {
  readonly parameters: unknown[] = [];
  /** The placeholder of a new parameter (`$n`). */
  add(value: unknown): string {
    this.parameters.push(value);
    return `$${this.parameters.length}`;
  }
}

/**
 * The list's filters as SQL, written by hand: this is the console's hottest query, and building it through
 * Kysely's tree took about as long as the database took to run it. Values only ever travel as parameters.
 */
function filterSql(
  query: ListSubscriptionsQuery,
  channels: readonly string[],
  into: SqlWithParameters,
  now: Date,
): string {
  const conditions = [`s.channel_id = any(${into.add(channels)}::text[])`];
  if (query.status) conditions.push(`s.status = ${into.add(query.status)}`);
  else if (!query.includeTerminated && !query.ended) conditions.push(`s.status <> 'TERMINATED'`);
  if (query.started) {
    const days = dashboardPeriodRange(query.started, now);
    conditions.push(
      `s.start_date >= ${into.add(days.fromDate)}::date`,
      `s.start_date < ${into.add(days.toDate)}::date`,
    );
  }
  if (query.ended) {
    // What the Terminations card counts.
    const days = dashboardPeriodRange(query.ended, now);
    conditions.push(
      `s.status in ('TERMINATED', 'CANCELED')`,
      `s.end_date >= ${into.add(days.fromDate)}::date`,
      `s.end_date < ${into.add(days.toDate)}::date`,
    );
  }
  if (query.family) conditions.push(`s.family = ${into.add(query.family)}`);
  if (query.fiscalId) conditions.push(`s.fiscal_id = ${into.add(query.fiscalId)}`);
  if (query.lineNumber) {
    // Digits only (the contract): the prefix is also a range, which the (line_number, id) index can serve.
    conditions.push(`s.line_number >= ${into.add(query.lineNumber)}`);
    conditions.push(`s.line_number like ${into.add(`${query.lineNumber}%`)}`);
    const upper = digitPrefixUpperBound(query.lineNumber);
    if (upper) conditions.push(`s.line_number < ${into.add(upper)}`);
  }
  return conditions.join(' and ');
}

/** The page's query: the lines after the cursor in the list's order, one more than the page to know if more follow. */
export function subscriptionPageQuery(
  query: ListSubscriptionsQuery,
  channels: readonly string[],
  now: Date = new Date(),
): CompiledQuery {
  const { column, type } = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const page = new SqlWithParameters();
  let where = filterSql(query, channels, page, now);
  if (query.cursor) {
    // "After the cursor" in the list's order, as a row comparison: the (scope, column, id) index walks from it.
    const position = decodeKeysetCursor(`${query.sort}:${query.order}`, query.cursor);
    const value = `${page.add(position.value)}${type === 'timestamptz' ? '::timestamptz' : ''}`;
    where += ` and (${column}, s.id) ${direction === 'asc' ? '>' : '<'} (${value}, ${page.add(position.id)}::uuid)`;
  }
  // Each line's JSON as the database keeps it (migration 0015: written with every change it depends on).
  // Prepared once per connection: parsing it took about as long as running it (prepared-statements.ts).
  return preparedStatements.prepareOncePerConnection(
    CompiledQuery.raw(
      `select s.id, s.list_item as item, ${column}::text as sort_value from subscriptions s where ${where}
     order by ${column} ${direction}, s.id ${direction} limit ${page.add(query.limit + 1)}`,
      page.parameters,
    ),
  );
}

/** GET /subscriptions: one keyset page of the lines in the caller's channel subtree. */
export async function listSubscriptions(
  db: Kysely<Database>,
  estimatedCount: EstimatedCount,
  scopeChannel: string,
  query: ListSubscriptionsQuery,
  now: Date = new Date(),
): Promise<JsonText<SubscriptionPage>> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return subscriptionPage([], null, 0);

  const sortKey = `${query.sort}:${query.order}`;
  const { rows } = await db.executeQuery<{ id: string; item: string; sort_value: string }>(
    subscriptionPageQuery(query, channels, now),
  );
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
    query.started ? `${query.started}:${dashboardPeriodRange(query.started, now).fromDate}` : null,
    query.ended ? `${query.ended}:${dashboardPeriodRange(query.ended, now).fromDate}` : null,
  ]);
  const counted = (select: string) => {
    const count = new SqlWithParameters();
    const countWhere = filterSql(query, channels, count, now);
    return CompiledQuery.raw(`select ${select} from subscriptions s where ${countWhere}`, count.parameters);
  };
  // A first page that holds every row is its own exact total: a line lookup never counts.
  const totalEstimate =
    !query.cursor && !hasMore
      ? items.length
      : await estimatedCount(
          countKey,
          async () => {
            const { rows: counts } = await db.executeQuery<{ total: string | number }>(
              counted('count(*) as total'),
            );
            return Number(counts[0]?.total ?? 0);
          },
          () => plannerRowEstimate(db, { compile: () => counted('1') }),
        );

  const nextCursor =
    hasMore && last ? encodeKeysetCursor(sortKey, { value: last.sort_value, id: last.id }) : null;
  return subscriptionPage(
    items.map((row) => row.item),
    nextCursor,
    totalEstimate,
  );
}
