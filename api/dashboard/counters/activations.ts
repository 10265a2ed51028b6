import type { DashboardCounter } from './dashboard-counter';

/** Lines whose activation (start) date falls in the period. */
export const countActivations: DashboardCounter = async ({ db, channels, range }) => {
  const { total } = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('channel_id', 'in', channels)
    .where('start_date', '>=', range.fromDate)
    .where('start_date', '<', range.toDate)
    .executeTakeFirstOrThrow();
  return Number(total);
};
