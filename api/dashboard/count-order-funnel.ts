import { type Kysely, sql } from 'kysely';
import { ORDER_FUNNEL_STAGES, type OrderFunnelStage } from '../../schema/domain/lifecycles/order-funnel';
import type { Database } from '../db/database-schema';
import { wholeNumber } from './dashboard-counts';

/** The funnel's rank of a status column (null for a status shown apart), written from the domain's stages. */
function funnelRank(column: ReturnType<typeof sql.ref>) {
  const cases = ORDER_FUNNEL_STAGES.flatMap((entry, rank) =>
    entry.statuses.map((status) => sql`when ${sql.lit(status)} then ${sql.lit(rank)}`),
  );
  return sql<number | null>`case ${column} ${sql.join(cases, sql` `)} end`;
}

/**
 * How many of the orders created in [from, to) in the channels (deleted drafts left out) reached at least each
 * stage of ORDER_FUNNEL_STAGES: each order's furthest stage over its status now and its history, counted per
 * stage in the database, then summed from the last stage back. Every order counts at INITIATED (it was created).
 * An indexed range of orders (orders_channel_created_idx) with an indexed look at each one's history
 * (order_history_order_idx): a week's orders of a brand are a few thousand at bench scale.
 */
export async function countOrderFunnel(
  db: Kysely<Database>,
  channels: readonly string[],
  from: Date,
  to: Date,
): Promise<{ stage: OrderFunnelStage; orders: number }[]> {
  const furthest = await db
    .selectFrom('orders as o')
    .select([
      sql<number>`coalesce(greatest(${funnelRank(sql.ref('o.status'))}, (
        select max(${funnelRank(sql.ref('h.status_to'))}) from order_history h where h.order_id = o.id
      )), 0)`.as('rank'),
      sql<string>`count(*)`.as('orders'),
    ])
    .where('o.channel_id', 'in', channels)
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<', to)
    .where('o.deleted_at', 'is', null)
    .groupBy(sql`1`)
    .execute();
  const atRank = new Map(furthest.map((row) => [Number(row.rank), wholeNumber(row.orders)]));
  let reached = 0;
  return ORDER_FUNNEL_STAGES.map((entry, rank) => ({ stage: entry.stage, rank }))
    .reverse()
    .map(({ stage, rank }) => {
      reached += atRank.get(rank) ?? 0;
      return { stage, orders: reached };
    })
    .reverse();
}
