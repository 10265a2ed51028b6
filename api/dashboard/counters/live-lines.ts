import type { DashboardCounter } from './dashboard-counter';

/** The live base: lines ACTIVE now, whatever the period (a snapshot, not a flow). */
export const countLiveLines: DashboardCounter = async ({ db, channels }) => {
  const { total } = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('channel_id', 'in', channels)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  return Number(total);
};
