import type { DashboardCounter } from './dashboard-counter';

/** Outgoing portabilities requested (created) in the period. */
export const countPortOuts: DashboardCounter = async ({ db, channels, range }) => {
  const { total } = await db
    .selectFrom('portabilities')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('channel_id', 'in', channels)
    .where('direction', '=', 'OUT')
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(total);
};
