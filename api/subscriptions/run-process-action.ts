import type { Transaction } from 'kysely';
import type { ProcessType } from '../../schema/domain/vocabulary/process';
import type { SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { PROCESS_PENDING_STATUS } from '../processes/process-pending-status';
import { completeProcess } from '../processes/settle-process';
import { startProcess } from '../processes/start-process';
import { appendSubscriptionHistory } from './append-subscription-history';

/**
 * Starts the process that carries out an action on `subscription` (and, for groups and packs, on the lines in
 * `subscriptionIds`). With executeNow it is completed at once; otherwise the subscription waits in the process's
 * pending status (if it has one) until the process sweep completes it. Answers the process id.
 */
export async function runProcessAction(
  trx: Transaction<Database>,
  action: {
    type: ProcessType;
    subscription: SubscriptionRow;
    subscriptionIds?: string[];
    details?: Record<string, unknown>;
    executeNow: boolean;
    actor: string;
    now: Date;
  },
): Promise<string> {
  const { type, subscription, actor, now } = action;
  const details = {
    ...action.details,
    ...(action.subscriptionIds ? { subscriptionIds: action.subscriptionIds } : {}),
  };
  const { id } = await startProcess(trx, { type, subscriptionId: subscription.id, actor, details });
  if (action.executeNow) {
    const process = await trx
      .selectFrom('processes')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await completeProcess(trx, process, actor, now);
    return id;
  }
  const pending = PROCESS_PENDING_STATUS[type] ?? subscription.status;
  if (pending !== subscription.status) {
    await trx
      .updateTable('subscriptions')
      .set({ status: pending, modified_at: now })
      .where('id', '=', subscription.id)
      .execute();
  }
  await appendSubscriptionHistory(trx, {
    subscriptionId: subscription.id,
    action: type,
    statusFrom: subscription.status,
    statusTo: pending,
    details: { processId: id, ...details },
    actor,
  });
  return id;
}
