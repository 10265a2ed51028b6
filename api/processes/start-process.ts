import type { Transaction } from 'kysely';
import type { ProcessType } from '../../schema/domain/vocabulary/process';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { PROCESS_COMPLETION_DELAY_MS } from './process-completion-delay';
import { PROCESS_PENDING_STATUS } from './process-pending-status';

/**
 * Starts a process for a subscription (status INITIATED, one history row). Brand, channel, fiscal id and line number
 * are copied from the subscription; the subscription's current status is kept so cancelling the process can restore
 * it, so call this BEFORE moving the subscription to its pending status. The caller checks scope and lifecycle.
 */
export async function startProcess(
  trx: Transaction<Database>,
  input: { type: ProcessType; subscriptionId: string; actor: string; details?: Record<string, unknown> },
): Promise<{ id: string }> {
  const subscription = await trx
    .selectFrom('subscriptions')
    .select(['brand_id', 'channel_id', 'fiscal_id', 'line_number', 'status'])
    .where('id', '=', input.subscriptionId)
    .executeTakeFirst();
  if (!subscription) throw new ApiError(404, 'NOT_FOUND', 'Subscription not found');
  const pending = PROCESS_PENDING_STATUS[input.type];
  const now = new Date();
  const { id } = await trx
    .insertInto('processes')
    .values({
      brand_id: subscription.brand_id,
      channel_id: subscription.channel_id,
      type: input.type,
      status: 'INITIATED',
      subscription_id: input.subscriptionId,
      fiscal_id: subscription.fiscal_id,
      line_number: subscription.line_number,
      details: JSON.stringify(input.details ?? {}),
      // Already pending (the caller moved it first): nothing better to restore than ACTIVE.
      previous_subscription_status:
        pending && subscription.status === pending ? 'ACTIVE' : pending ? subscription.status : null,
      due_at: new Date(now.getTime() + PROCESS_COMPLETION_DELAY_MS[input.type]),
      created_at: now,
      modified_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('process_history')
    .values({
      process_id: id,
      status_from: null,
      status_to: 'INITIATED',
      action: 'START',
      reason: null,
      actor: input.actor,
      at: now,
    })
    .execute();
  return { id };
}
