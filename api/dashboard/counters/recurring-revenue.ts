import type { DashboardCounter } from './dashboard-counter';

/** Monthly recurring revenue in euro cents: the final prices of the lines ACTIVE now (a snapshot). */
export const sumRecurringRevenue: DashboardCounter = async ({ db, channels }) => {
  const { total } = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('final_price_cents'), eb.lit(0)).as('total'))
    .where('channel_id', 'in', channels)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  return Number(total);
};
