import { ENDED_SUBSCRIPTION_STATUSES } from '../../../schema/domain/vocabulary/subscription';
import type { DashboardCounter } from './dashboard-counter';

/** Lines terminated or canceled whose end date falls in the period. */
export const countTerminations: DashboardCounter = async ({ db, channels, range }) => {
  const { total } = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('channel_id', 'in', channels)
    .where('status', 'in', ENDED_SUBSCRIPTION_STATUSES)
    .where('end_date', '>=', range.fromDate)
    .where('end_date', '<', range.toDate)
    .executeTakeFirstOrThrow();
  return Number(total);
};
