import type { DashboardCounter } from './dashboard-counter';

/** Sales: orders launched (sent for signature, no longer drafts) in the period; a relaunch is not a new sale. */
export const countSales: DashboardCounter = async ({ db, channels, range }) => {
  const { total } = await db
    .selectFrom('order_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select((eb) => eb.fn.count<string | number>('h.order_id').distinct().as('total'))
    .where('o.channel_id', 'in', channels)
    .where('h.action', '=', 'LAUNCH')
    .where('h.at', '>=', range.from)
    .where('h.at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(total);
};
