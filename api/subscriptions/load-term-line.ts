import { type Kysely, sql, type Transaction } from 'kysely';
import type { SubscriptionOptional, SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { subscriptionInScope } from './subscriptions-in-scope';
import type { TermRow } from './temporal-item';

/** A line of the caller's scope with its dates as YYYY-MM-DD and its holder's names. */
export type TermLine = SubscriptionRow & {
  start_day: string | null;
  end_day: string | null;
  name: string;
  first_surname: string | null;
  second_surname: string | null;
};

/**
 * The line `id` of the holder `fiscalId` in the caller's channel subtree (404 otherwise, as every subscription
 * action), locked for update inside a transaction, with what its terms are shown with.
 */
export async function loadTermLine(
  db: Kysely<Database> | Transaction<Database>,
  scopeChannel: string,
  fiscalId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TermLine> {
  const line = await subscriptionInScope(db, scopeChannel, fiscalId, id, options);
  const extra = await db
    .selectFrom('subscriptions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      sql<string | null>`to_char(s.start_date, 'YYYY-MM-DD')`.as('start_day'),
      sql<string | null>`to_char(s.end_date, 'YYYY-MM-DD')`.as('end_day'),
      'c.name',
      'c.first_surname',
      'c.second_surname',
    ])
    .where('s.id', '=', line.id)
    .executeTakeFirstOrThrow();
  return { ...line, ...extra };
}

/** The add-on product at `index` of the line (422 OPTIONAL_NOT_FOUND when there is none). */
export function optionalAt(line: TermLine, index: number): SubscriptionOptional {
  const entry = line.optionals[index];
  if (!entry) throw new ApiError(422, 'OPTIONAL_NOT_FOUND', 'The line has no optional there', 'index');
  return entry;
}

/**
 * The term of the line (index null) or of its add-on at `index`, as the list reads it; null when it has no end
 * date (it is not a term). `overrides` give the values after a change made in the same transaction.
 */
export function termRowOf(
  line: TermLine,
  index: number | null,
  overrides: Partial<Pick<TermRow, 'end_day' | 'status'>> = {},
): TermRow | null {
  const entry = index === null ? null : optionalAt(line, index);
  const endDay = overrides.end_day ?? (entry ? (entry.endDate ?? null) : line.end_day);
  if (!endDay) return null;
  return {
    subscription_id: line.id,
    item_index: index,
    end_day: endDay,
    start_day: entry ? (entry.startDate ?? null) : line.start_day,
    product_name: entry ? entry.name : line.product_name,
    price: entry ? entry.priceCents : line.final_price_cents,
    line_number: line.line_number,
    fiscal_id: line.fiscal_id,
    channel_id: line.channel_id,
    family: line.family,
    status: overrides.status ?? line.status,
    name: line.name,
    first_surname: line.first_surname,
    second_surname: line.second_surname,
  };
}
