import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/database-schema';
import type { LineServicesTable } from '../db/line-service-tables';

export type LineServicesChange = Omit<Insertable<LineServicesTable>, 'subscription_id' | 'modified_at'>;

/** Writes part of a line's service state, creating its row on the first change (the others keep their defaults). */
export async function saveLineServices(
  trx: Transaction<Database>,
  subscriptionId: string,
  change: LineServicesChange,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('line_services')
    .values({ subscription_id: subscriptionId, ...change, modified_at: now })
    .onConflict((conflict) => conflict.column('subscription_id').doUpdateSet({ ...change, modified_at: now }))
    .execute();
}
