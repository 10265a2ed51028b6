import type { Transaction } from 'kysely';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import type { Database } from '../db/database-schema';

/** Records one change made to a subscription, in the transaction that makes it. */
export async function appendSubscriptionHistory(
  trx: Transaction<Database>,
  entry: {
    subscriptionId: string;
    action: string;
    statusFrom: SubscriptionStatus | null;
    statusTo: SubscriptionStatus | null;
    reason?: string;
    details?: Record<string, unknown>;
    actor: string;
  },
): Promise<void> {
  await trx
    .insertInto('subscription_history')
    .values({
      subscription_id: entry.subscriptionId,
      action: entry.action,
      status_from: entry.statusFrom,
      status_to: entry.statusTo,
      reason: entry.reason ?? null,
      details: JSON.stringify(entry.details ?? {}),
      actor: entry.actor,
    })
    .execute();
}
