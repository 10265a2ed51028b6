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
 * An indexed range of orders (orders_channel_created_idx) joined to their history (order_history_order_idx): a
 * week's orders of a brand are several hundred at bench scale.
 */
export async function countOrderFunnel(
  db: Kysely<Database>,
  channels: readonly string[],
  from: Date,
  to: Date,
): Promise<{ stage: OrderFunnelStage; orders: number }[]> {
  // Each order once, with the furthest stage of its status now and of its history rows (a left join grouped by
  // order: the planner hashes or probes the history by its order_id index, where a subquery per order would scan).
  const perOrder = db
    .selectFrom('orders as o')
    .leftJoin('order_history as h', 'h.order_id', 'o.id')
    .select(
      sql<
        number | null
      >`greatest(${funnelRank(sql.ref('o.status'))}, max(${funnelRank(sql.ref('h.status_to'))}))`.as('rank'),
    )
    .where('o.channel_id', 'in', channels)
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<', to)
    .where('o.deleted_at', 'is', null)
    .groupBy(['o.id', 'o.status']);
  const furthest = await db
    .selectFrom(perOrder.as('f'))
    .select([sql<number>`coalesce(f.rank, 0)`.as('rank'), sql<string>`count(*)`.as('orders')])
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
