import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isoDateOf, madridCalendarDate } from '../../schema/domain/madrid-clock';
import type { ListTemporalSubscriptionsQuery, TemporalItem } from '../../schema/rest/temporal-subscriptions';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { channelSubtreeList } from '../pagination/channel-subtree-list';
import { type TermRow, temporalItemOf } from './temporal-item';

type TemporalPage = { items: TemporalItem[]; nextCursor: string | null };

/** Where a page ended: the last term's end date, line id and index (-1 for a line's own term). */
type TermPosition = { endDay: string; subscriptionId: string; index: number };

function encodeCursor(position: TermPosition): string {
  return Buffer.from(
    JSON.stringify(['terms', position.endDay, position.subscriptionId, position.index]),
  ).toString('base64url');
}

function decodeCursor(cursor: string): TermPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 4 &&
    parsed[0] === 'terms' &&
    typeof parsed[1] === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(parsed[1]) &&
    typeof parsed[2] === 'string' &&
    /^[0-9a-f-]{36}$/.test(parsed[2]) &&
    Number.isInteger(parsed[3])
  ) {
    return { endDay: parsed[1], subscriptionId: parsed[2], index: parsed[3] as number };
  }
  throw new ApiError(400, 'INVALID_REQUEST', 'The cursor does not belong to this list', 'cursor');
}

// The statuses whose end date is a term (TERM_STATUSES, temporal-subscription-rules.ts), written as the partial
// indexes of migration 0025 say it, so the planner can use them.
const LINE_TERMS = sql.raw(
  `s.end_date is not null and s.status not in ('TERMINATED', 'CANCELED', 'PENDING_TERMINATION')`,
);
const ADD_ON_TERMS = sql.raw(
  `s.optionals @? '$[*] ? (@.endDate != null)' and s.status not in ('TERMINATED', 'CANCELED', 'PENDING_TERMINATION')`,
);

/** The terms of the scope's lines, each kind asked for: the line's own and its add-ons'. */
function termsOf(
  channels: readonly string[],
  kind: ListTemporalSubscriptionsQuery['kind'],
): RawBuilder<unknown> {
  const inScope = sql`s.channel_id = any(${channels}::text[])`;
  const parts: RawBuilder<unknown>[] = [];
  if (kind !== 'PRODUCT') {
    parts.push(sql`select s.id as subscription_id, null::int as item_index, s.end_date, s.start_date,
        s.product_name, s.final_price_cents as price
      from subscriptions s where ${inScope} and ${LINE_TERMS}`);
  }
  if (kind !== 'SUBSCRIPTION') {
    parts.push(sql`select s.id as subscription_id, (o.ordinality - 1)::int as item_index,
        (o.optional->>'endDate')::date as end_date, (o.optional->>'startDate')::date as start_date,
        o.optional->>'name' as product_name, (o.optional->>'priceCents')::int as price
      from subscriptions s
      cross join lateral jsonb_array_elements(s.optionals) with ordinality as o (optional, ordinality)
      where ${inScope} and ${ADD_ON_TERMS} and o.optional->>'endDate' is not null`);
  }
  return sql.join(parts, sql` union all `);
}

/**
 * GET /subscriptions/temporal: the terms in the caller's channel subtree, by end date (the soonest first, so the
 * ended ones lead), then line and index, a keyset page at a time. `state` keeps the ended or the upcoming ones, by
 * the api's Madrid date.
 */
export async function listTemporalSubscriptions(
  db: Kysely<Database>,
  scopeChannel: string,
  query: ListTemporalSubscriptionsQuery,
  now: Date,
): Promise<TemporalPage> {
  const channels = await channelSubtreeList(db, scopeChannel);
  if (channels.length === 0) return { items: [], nextCursor: null };
  const today = isoDateOf(madridCalendarDate(now));
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (query.state === 'ENDED') conditions.push(sql`t.end_date < ${today}::date`);
  if (query.state === 'UPCOMING') conditions.push(sql`t.end_date >= ${today}::date`);
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      sql`(t.end_date, t.subscription_id, coalesce(t.item_index, -1)) > (${after.endDay}::date, ${after.subscriptionId}::uuid, ${after.index}::int)`,
    );
  }
  const { rows } = await sql<TermRow>`
    with t as (${termsOf(channels, query.kind)})
    select t.subscription_id, t.item_index, to_char(t.end_date, 'YYYY-MM-DD') as end_day,
      to_char(t.start_date, 'YYYY-MM-DD') as start_day, t.product_name, t.price,
      s.line_number, s.fiscal_id, s.channel_id, s.family, s.status, c.name, c.first_surname, c.second_surname
    from t
    join subscriptions s on s.id = t.subscription_id
    join customers c on c.id = s.customer_id
    where ${sql.join(conditions, sql` and `)}
    order by t.end_date, t.subscription_id, coalesce(t.item_index, -1)
    limit ${query.limit + 1}`.execute(db);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => temporalItemOf(row, today)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({
            endDay: last.end_day,
            subscriptionId: last.subscription_id,
            index: last.item_index ?? -1,
          })
        : null,
  };
}
