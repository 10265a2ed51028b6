import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';

/**
 * Refuses (409 PROCESS_IN_PROGRESS) to start work on lines that an INITIATED process already involves, as its own
 * subscription or as one of the lines it moves (`details.subscriptionIds`): the network takes one change per line
 * at a time, and group and pack processes leave the line's status as it is.
 */
export async function assertNoProcessRunning(
  trx: Transaction<Database>,
  subscriptionIds: readonly string[],
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  const ids = sql.join(subscriptionIds.map((id) => sql`${id}`));
  const running = await trx
    .selectFrom('processes')
    .select(['id', 'type'])
    .where('status', '=', 'INITIATED')
    .where((eb) =>
      eb.or([
        eb('subscription_id', 'in', subscriptionIds),
        sql<boolean>`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(details -> 'subscriptionIds') = 'array' then details -> 'subscriptionIds' else '[]'::jsonb end) as involved (id) where involved.id in (${ids}))`,
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  if (running) {
    throw new ApiError(
      409,
      'PROCESS_IN_PROGRESS',
      `A ${running.type} process (${running.id}) is still running on one of these lines`,
    );
  }
}
