import type { Transaction } from 'kysely';
import type { ProcessStatus } from '../../schema/domain/vocabulary/process';
import {
  ENDED_SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../schema/domain/vocabulary/subscription';
import type { SubscriptionOptional } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import type { ProcessRow } from '../db/process-tables';
import { appendSubscriptionHistory } from '../subscriptions/append-subscription-history';
import { PROCESS_PENDING_STATUS } from './process-pending-status';

/** Why a process could not be carried out when it came due: it ends ERRORED with this reason. */
class ProcessEffectFailure extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idsOf(details: Record<string, unknown>, key: string): string[] {
  const value = details[key];
  return Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string' && UUID.test(id))
    : [];
}

/** The id a process's details name under `key`; a process without one cannot be carried out. */
function idOf(details: Record<string, unknown>, key: string): string {
  const value = details[key];
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new ProcessEffectFailure(`The process does not say which ${key}`);
  }
  return value;
}

/** The status the process's subscription goes back to: out of its pending status, otherwise unchanged. */
function settledStatus(process: ProcessRow, current: SubscriptionStatus): SubscriptionStatus {
  const pending = PROCESS_PENDING_STATUS[process.type];
  return pending && current === pending ? (process.previous_subscription_status ?? 'ACTIVE') : current;
}

async function lockSubscriptions(trx: Transaction<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * What a completed process changes (docs/lifecycles.md "Processes"): the product, the holder, the shared group's
 * members or the pack's links, each with a subscription history row. Throws ProcessEffectFailure when the change
 * no longer makes sense (a line closed meanwhile, the product withdrawn, the group full).
 */
async function applyEffect(trx: Transaction<Database>, process: ProcessRow, actor: string, now: Date) {
  const details = process.details;
  const others = idsOf(details, 'subscriptionIds');
  const rows = await lockSubscriptions(trx, [process.subscription_id, ...others]);
  const head = rows.find((row) => row.id === process.subscription_id);
  if (!head) throw new ProcessEffectFailure('The subscription no longer exists');
  if (
    rows.some((row) => (ENDED_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(row.status))
  ) {
    throw new ProcessEffectFailure('A line of the process was terminated or canceled meanwhile');
  }
  const headStatus = settledStatus(process, head.status);
  const action = `${process.type}_COMPLETED`;
  const record = (subscriptionId: string, from: SubscriptionStatus, to: SubscriptionStatus) =>
    appendSubscriptionHistory(trx, {
      subscriptionId,
      action,
      statusFrom: from,
      statusTo: to,
      details: { processId: process.id, ...details },
      actor,
    });

  switch (process.type) {
    case 'PRODUCT_CHANGE':
    case 'CREATE_SHARED_GROUP': {
      const product = await trx
        .selectFrom('products')
        .selectAll()
        .where('id', '=', idOf(details, 'productId'))
        .where('brand_id', '=', head.brand_id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      if (!product) throw new ProcessEffectFailure('The product is no longer available');
      if (process.type === 'CREATE_SHARED_GROUP') {
        if (others.length > product.max_additional_lines) {
          throw new ProcessEffectFailure('The group would exceed the product’s additional lines');
        }
        if (others.length === 0) throw new ProcessEffectFailure('A group needs at least two lines');
        await trx
          .updateTable('subscriptions')
          .set({ shared_subscription_id: head.id, modified_at: now })
          .where('id', 'in', others)
          .execute();
        for (const row of rows.filter((row) => row.id !== head.id))
          await record(row.id, row.status, row.status);
      }
      await trx
        .updateTable('subscriptions')
        .set({
          product_id: product.id,
          product_name: product.name,
          final_price_cents: product.price_with_promotions_cents,
          status: headStatus,
          modified_at: now,
        })
        .where('id', '=', head.id)
        .execute();
      break;
    }
    case 'TITULAR_CHANGE': {
      const customer = await trx
        .selectFrom('customers')
        .select(['id', 'fiscal_id'])
        .where('id', '=', idOf(details, 'newCustomerId'))
        .where('brand_id', '=', head.brand_id)
        .executeTakeFirst();
      if (!customer) throw new ProcessEffectFailure('The new holder no longer exists');
      await trx
        .updateTable('subscriptions')
        .set({
          customer_id: customer.id,
          fiscal_id: customer.fiscal_id,
          status: headStatus,
          modified_at: now,
        })
        .where('id', '=', head.id)
        .execute();
      break;
    }
    case 'ADD_LINES_TO_SHARED_GROUP': {
      const product = head.product_id
        ? await trx
            .selectFrom('products')
            .select('max_additional_lines')
            .where('id', '=', head.product_id)
            .executeTakeFirst()
        : undefined;
      const { members } = await trx
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<string | number>().as('members'))
        .where('shared_subscription_id', '=', head.id)
        .executeTakeFirstOrThrow();
      if (others.length === 0) throw new ProcessEffectFailure('The process names no lines to add');
      if (Number(members) + others.length > (product?.max_additional_lines ?? 0)) {
        throw new ProcessEffectFailure('The shared group is full');
      }
      await trx
        .updateTable('subscriptions')
        .set({ shared_subscription_id: head.id, modified_at: now })
        .where('id', 'in', others)
        .execute();
      for (const row of rows.filter((row) => row.id !== head.id))
        await record(row.id, row.status, row.status);
      await trx.updateTable('subscriptions').set({ modified_at: now }).where('id', '=', head.id).execute();
      break;
    }
    case 'REMOVE_LINES_FROM_SHARED_GROUP': {
      if (others.length === 0) throw new ProcessEffectFailure('The process names no lines to remove');
      await trx
        .updateTable('subscriptions')
        .set({ shared_subscription_id: null, modified_at: now })
        .where('id', 'in', others)
        .where('shared_subscription_id', '=', head.id)
        .execute();
      for (const row of rows.filter((row) => row.id !== head.id))
        await record(row.id, row.status, row.status);
      await trx.updateTable('subscriptions').set({ modified_at: now }).where('id', '=', head.id).execute();
      break;
    }
    case 'PACK_SUBSCRIPTIONS': {
      const [convergent] = others;
      if (!convergent) throw new ProcessEffectFailure('The pack has no convergent line');
      await trx
        .updateTable('subscriptions')
        .set({ convergent_subscription_id: convergent, modified_at: now })
        .where('id', '=', head.id)
        .execute();
      await trx
        .updateTable('subscriptions')
        .set({ header_subscription_id: head.id, modified_at: now })
        .where('id', '=', convergent)
        .execute();
      for (const row of rows.filter((row) => row.id !== head.id))
        await record(row.id, row.status, row.status);
      break;
    }
    case 'UNPACK_SUBSCRIPTIONS': {
      const packed = [head.id, ...others];
      await trx
        .updateTable('subscriptions')
        .set({ header_subscription_id: null, convergent_subscription_id: null, modified_at: now })
        .where('id', 'in', packed)
        .execute();
      for (const row of rows.filter((row) => row.id !== head.id))
        await record(row.id, row.status, row.status);
      break;
    }
    case 'ADD_MOBILE_FIXED_IP': {
      const optional = details.optional as SubscriptionOptional | undefined;
      if (!optional) throw new ProcessEffectFailure('The process does not say which optional to add');
      await trx
        .updateTable('subscriptions')
        .set({
          optionals: JSON.stringify([...head.optionals, optional]),
          final_price_cents: head.final_price_cents + optional.priceCents,
          modified_at: now,
        })
        .where('id', '=', head.id)
        .execute();
      break;
    }
    case 'SIM_CHANGE': {
      // The duplicate card replaces the old one: from now on the line is reached through the new ICC.
      const icc = typeof details.icc === 'string' ? details.icc : null;
      await trx
        .updateTable('subscriptions')
        .set({ status: headStatus, modified_at: now, ...(icc ? { icc } : {}) })
        .where('id', '=', head.id)
        .execute();
      break;
    }
    case 'ADD_MULTISIM': {
      // Carried out on the SIM by the network; nothing of the subscription row changes here.
      await trx
        .updateTable('subscriptions')
        .set({ status: headStatus, modified_at: now })
        .where('id', '=', head.id)
        .execute();
      break;
    }
  }
  await record(head.id, head.status, headStatus);
}

async function changeProcessStatus(
  trx: Transaction<Database>,
  process: ProcessRow,
  change: { to: ProcessStatus; action: string; reason: string | null; actor: string; now: Date },
) {
  await trx
    .updateTable('processes')
    .set({
      status: change.to,
      cancel_reason: change.to === 'CANCELED' ? change.reason : null,
      modified_at: change.now,
    })
    .where('id', '=', process.id)
    .execute();
  await trx
    .insertInto('process_history')
    .values({
      process_id: process.id,
      status_from: process.status,
      status_to: change.to,
      action: change.action,
      reason: change.reason,
      actor: change.actor,
      at: change.now,
    })
    .execute();
}

/** Puts the process's subscription back out of its pending status, with a history row. */
async function releaseSubscription(
  trx: Transaction<Database>,
  process: ProcessRow,
  action: string,
  reason: string,
  actor: string,
  now: Date,
) {
  const subscription = await trx
    .selectFrom('subscriptions')
    .select(['id', 'status'])
    .where('id', '=', process.subscription_id)
    .forUpdate()
    .executeTakeFirst();
  if (!subscription) return;
  const to = settledStatus(process, subscription.status);
  if (to !== subscription.status) {
    await trx
      .updateTable('subscriptions')
      .set({ status: to, modified_at: now })
      .where('id', '=', subscription.id)
      .execute();
  }
  await appendSubscriptionHistory(trx, {
    subscriptionId: subscription.id,
    action,
    statusFrom: subscription.status,
    statusTo: to,
    reason,
    details: { processId: process.id },
    actor,
  });
}

/**
 * Completes an INITIATED process (locked by the caller): applies its effect and marks it COMPLETED, or, when the
 * effect cannot be applied any more, marks it ERRORED and releases the subscription. Answers the final status.
 */
export async function completeProcess(
  trx: Transaction<Database>,
  process: ProcessRow,
  actor: string,
  now: Date,
): Promise<ProcessStatus> {
  try {
    await applyEffect(trx, process, actor, now);
  } catch (error) {
    if (!(error instanceof ProcessEffectFailure)) throw error;
    await changeProcessStatus(trx, process, {
      to: 'ERRORED',
      action: 'FAIL',
      reason: error.message,
      actor,
      now,
    });
    await releaseSubscription(trx, process, `${process.type}_ERRORED`, error.message, actor, now);
    return 'ERRORED';
  }
  await changeProcessStatus(trx, process, { to: 'COMPLETED', action: 'COMPLETE', reason: null, actor, now });
  return 'COMPLETED';
}

/** Cancels an INITIATED process (locked by the caller) and puts its subscription back out of its pending status. */
export async function cancelInitiatedProcess(
  trx: Transaction<Database>,
  process: ProcessRow,
  reason: string,
  actor: string,
  now: Date,
): Promise<void> {
  await changeProcessStatus(trx, process, { to: 'CANCELED', action: 'CANCEL', reason, actor, now });
  await releaseSubscription(trx, process, `${process.type}_CANCELED`, reason, actor, now);
}
