import type { Transaction } from 'kysely';
import type { SubscriptionActionResponse } from '../../schema/rest/subscription-management';
import type { Database } from '../db/database-schema';
import { loadProcesses } from '../processes/load-process';
import { loadSubscriptions } from './load-subscriptions';

/** What a subscription action answers: the lines it touched as they are now and the processes it started. */
export async function subscriptionActionAnswer(
  trx: Transaction<Database>,
  subscriptionIds: readonly string[],
  processIds: readonly string[],
): Promise<SubscriptionActionResponse> {
  return {
    subscriptions: await loadSubscriptions(trx, [...new Set(subscriptionIds)]),
    processes: await loadProcesses(trx, processIds),
  };
}
