import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  isInPack,
  PACK_HEADER_FAMILIES,
  PACK_PARTNER_FAMILIES,
} from '../../schema/domain/lifecycles/subscription-lifecycle';
import type {
  packSubscriptionsBody,
  SubscriptionActionResponse,
  unpackSubscriptionsBody,
} from '../../schema/rest/subscription-management';
import type { SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { assertNoProcessRunning } from '../processes/assert-no-process-running';
import { assertSubscriptionAllows } from './assert-subscription-allows';
import { runProcessAction } from './run-process-action';
import { subscriptionActionAnswer } from './subscription-action-answer';
import { subscriptionInScope, subscriptionsInScope } from './subscriptions-in-scope';

type Actor = { scopeChannel: string; actor: string; now: Date };

/** A pack joins a fibre header with a mobile or convergent line of the same holder (docs/domain-rules.md). */
export function isPackHeader(row: SubscriptionRow): boolean {
  return PACK_HEADER_FAMILIES.includes(row.family);
}
export function isPackConvergent(row: SubscriptionRow): boolean {
  return PACK_PARTNER_FAMILIES.includes(row.family);
}
export function isPacked(row: SubscriptionRow): boolean {
  return isInPack({
    headerSubscriptionId: row.header_subscription_id,
    convergentSubscriptionId: row.convergent_subscription_id,
  });
}

function notCompatible(message: string, field?: string): ApiError {
  return new ApiError(422, 'SUBSCRIPTIONS_NOT_COMPATIBLE', message, field);
}

/** POST /packSubscriptions: starts PACK_SUBSCRIPTIONS on the header line. */
export async function packSubscriptions(
  db: Kysely<Database>,
  body: z.infer<typeof packSubscriptionsBody>,
  { scopeChannel, actor, now }: Actor,
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const [header, convergent] = (await subscriptionsInScope(
      trx,
      scopeChannel,
      body.fiscalId,
      [body.headerSubscriptionId, body.convergentSubscriptionId],
      { lock: true },
    )) as [SubscriptionRow, SubscriptionRow | undefined];
    assertSubscriptionAllows('PACK', header.status);
    if (!convergent) throw notCompatible('A line cannot be packed with itself', 'convergentSubscriptionId');
    assertSubscriptionAllows('PACK', convergent.status);
    if (!isPackHeader(header))
      throw notCompatible('The header of a pack is a fibre line', 'headerSubscriptionId');
    if (!isPackConvergent(convergent)) {
      throw notCompatible('The packed line is a mobile or convergent line', 'convergentSubscriptionId');
    }
    if (header.customer_id !== convergent.customer_id)
      throw notCompatible('Both lines must have the same holder');
    if (isPacked(header) || isPacked(convergent))
      throw notCompatible('One of the lines is already in a pack');
    await assertNoProcessRunning(trx, [header.id, convergent.id]);
    const processId = await runProcessAction(trx, {
      type: 'PACK_SUBSCRIPTIONS',
      subscription: header,
      subscriptionIds: [convergent.id],
      executeNow: body.executeNow,
      actor,
      now,
    });
    return subscriptionActionAnswer(trx, [header.id, convergent.id], [processId]);
  });
}

/** POST /unpackSubscriptions: starts UNPACK_SUBSCRIPTIONS for the pack this line belongs to. */
export async function unpackSubscriptions(
  db: Kysely<Database>,
  body: z.infer<typeof unpackSubscriptionsBody>,
  { scopeChannel, actor, now }: Actor,
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const line = await subscriptionInScope(trx, scopeChannel, body.fiscalId, body.subscriptionId, {
      lock: true,
    });
    assertSubscriptionAllows('UNPACK', line.status);
    const partnerId = line.convergent_subscription_id ?? line.header_subscription_id;
    if (!partnerId) throw notCompatible('The line is not in a pack', 'subscriptionId');
    const partner = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', partnerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    assertSubscriptionAllows('UNPACK', partner.status);
    await assertNoProcessRunning(trx, [line.id, partner.id]);
    const processId = await runProcessAction(trx, {
      type: 'UNPACK_SUBSCRIPTIONS',
      subscription: line,
      subscriptionIds: [partner.id],
      executeNow: body.executeNow,
      actor,
      now,
    });
    return subscriptionActionAnswer(trx, [line.id, partner.id], [processId]);
  });
}
