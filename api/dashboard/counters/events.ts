import type { DashboardCounter } from './dashboard-counter';

/** Events: processes (SIM, product, holder changes, shared groups, packs...) started on lines in the period. */
export const countEvents: DashboardCounter = async ({ db, channels, range }) => {
  const { total } = await db
    .selectFrom('processes')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('channel_id', 'in', channels)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return Number(total);
};
