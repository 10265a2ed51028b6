import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { subscriptionActionAppliesTo } from '../../schema/domain/lifecycles/subscription-lifecycle';
import type {
  addSubscriptionsToSharedGroupBody,
  createSharedGroupBody,
  removeSubscriptionsFromSharedGroupBody,
  SubscriptionActionResponse,
} from '../../schema/rest/subscription-management';
import type { SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { assertNoProcessRunning } from '../processes/assert-no-process-running';
import { assertSubscriptionAllows } from './assert-subscription-allows';
import { runProcessAction } from './run-process-action';
import { subscriptionActionAnswer } from './subscription-action-answer';
import { subscriptionsInScope } from './subscriptions-in-scope';

type Actor = { scopeChannel: string; actor: string; now: Date };

function notCompatible(message: string, field?: string): ApiError {
  return new ApiError(422, 'SUBSCRIPTIONS_NOT_COMPATIBLE', message, field);
}
function full(limit: number, field: string): ApiError {
  return new ApiError(
    422,
    'SHARED_GROUP_FULL',
    `A group of this product takes at most ${limit} lines`,
    field,
  );
}

async function memberCount(trx: Transaction<Database>, headId: string): Promise<number> {
  const { members } = await trx
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string | number>().as('members'))
    .where('shared_subscription_id', '=', headId)
    .executeTakeFirstOrThrow();
  return Number(members);
}

/** Lines that may join a group: the holder's ACTIVE mobile lines that are in no group and head none. */
async function assertJoinable(
  trx: Transaction<Database>,
  head: SubscriptionRow,
  lines: SubscriptionRow[],
  field: string,
): Promise<void> {
  for (const line of lines) {
    assertSubscriptionAllows('ADD_TO_SHARED_GROUP', line.status);
    if (line.id === head.id) throw notCompatible('The group line cannot join its own group', field);
    if (!subscriptionActionAppliesTo('ADD_TO_SHARED_GROUP', line.family))
      throw notCompatible('Only mobile lines share data', field);
    if (line.customer_id !== head.customer_id) throw notCompatible('Lines of a group have one holder', field);
    if (line.shared_subscription_id !== null) throw notCompatible('A line is already in a group', field);
    if ((await memberCount(trx, line.id)) > 0) throw notCompatible('A line already heads a group', field);
  }
}

/** POST /createSharedGroup: the first line takes the shared product and the others hang from it. */
export async function createSharedGroup(
  db: Kysely<Database>,
  body: z.infer<typeof createSharedGroupBody>,
  { scopeChannel, actor, now }: Actor,
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const lines = await subscriptionsInScope(trx, scopeChannel, body.fiscalId, body.baseSubscriptionIds, {
      lock: true,
    });
    const [head, ...bases] = lines as [SubscriptionRow, ...SubscriptionRow[]];
    assertSubscriptionAllows('CREATE_SHARED_GROUP', head.status);
    if (bases.length === 0) throw notCompatible('A group needs at least two lines', 'baseSubscriptionIds');
    if (!subscriptionActionAppliesTo('CREATE_SHARED_GROUP', head.family))
      throw notCompatible('Only mobile lines share data', 'baseSubscriptionIds');
    if (head.shared_subscription_id !== null || (await memberCount(trx, head.id)) > 0) {
      throw notCompatible('The first line is already in a group', 'baseSubscriptionIds');
    }
    await assertJoinable(trx, head, bases, 'baseSubscriptionIds');
    const product = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', body.productId)
      .where('brand_id', '=', head.brand_id)
      .where('family', '=', 'MOBILE')
      .where('cumulative_gb', '=', true)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!product) {
      throw new ApiError(
        422,
        'PRODUCT_NOT_COMPATIBLE',
        'A group needs an ACTIVE shared data product',
        'productId',
      );
    }
    if (bases.length > product.max_additional_lines)
      throw full(product.max_additional_lines, 'baseSubscriptionIds');
    await assertNoProcessRunning(
      trx,
      lines.map((line) => line.id),
    );
    const processId = await runProcessAction(trx, {
      type: 'CREATE_SHARED_GROUP',
      subscription: head,
      subscriptionIds: bases.map((base) => base.id),
      details: { productId: product.id },
      executeNow: body.executeNow,
      actor,
      now,
    });
    return subscriptionActionAnswer(
      trx,
      lines.map((line) => line.id),
      [processId],
    );
  });
}

/** The group line of a shared group the caller can see, locked; 422 when the line heads no group. */
async function groupHead(
  trx: Transaction<Database>,
  scopeChannel: string,
  fiscalId: string,
  id: string,
  action: 'ADD_TO_SHARED_GROUP' | 'REMOVE_FROM_SHARED_GROUP',
): Promise<{ head: SubscriptionRow; maxAdditionalLines: number; members: number }> {
  const [head] = (await subscriptionsInScope(trx, scopeChannel, fiscalId, [id], { lock: true })) as [
    SubscriptionRow,
  ];
  assertSubscriptionAllows(action, head.status);
  const product = head.product_id
    ? await trx
        .selectFrom('products')
        .select(['max_additional_lines', 'cumulative_gb'])
        .where('id', '=', head.product_id)
        .executeTakeFirst()
    : undefined;
  const members = await memberCount(trx, head.id);
  if (members === 0 && !product?.cumulative_gb) {
    throw notCompatible('The line heads no shared group', 'sharedSubscriptionId');
  }
  return { head, maxAdditionalLines: product?.max_additional_lines ?? 0, members };
}

/** POST /addSubscriptionsToSharedGroup: ADD_LINES_TO_SHARED_GROUP, within the product's max additional lines. */
export async function addSubscriptionsToSharedGroup(
  db: Kysely<Database>,
  body: z.infer<typeof addSubscriptionsToSharedGroupBody>,
  { scopeChannel, actor, now }: Actor,
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const { head, maxAdditionalLines, members } = await groupHead(
      trx,
      scopeChannel,
      body.fiscalId,
      body.sharedSubscriptionId,
      'ADD_TO_SHARED_GROUP',
    );
    const lines = await subscriptionsInScope(trx, scopeChannel, body.fiscalId, body.baseSubscriptionIds, {
      lock: true,
    });
    await assertJoinable(trx, head, lines, 'baseSubscriptionIds');
    if (members + lines.length > maxAdditionalLines) throw full(maxAdditionalLines, 'baseSubscriptionIds');
    await assertNoProcessRunning(trx, [head.id, ...lines.map((line) => line.id)]);
    const processId = await runProcessAction(trx, {
      type: 'ADD_LINES_TO_SHARED_GROUP',
      subscription: head,
      subscriptionIds: lines.map((line) => line.id),
      executeNow: body.executeNow,
      actor,
      now,
    });
    return subscriptionActionAnswer(trx, [head.id, ...lines.map((line) => line.id)], [processId]);
  });
}

/** POST /removeSubscriptionsFromSharedGroup: REMOVE_LINES_FROM_SHARED_GROUP for lines of this group. */
export async function removeSubscriptionsFromSharedGroup(
  db: Kysely<Database>,
  body: z.infer<typeof removeSubscriptionsFromSharedGroupBody>,
  { scopeChannel, actor, now }: Actor,
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const { head } = await groupHead(
      trx,
      scopeChannel,
      body.fiscalId,
      body.sharedSubscriptionId,
      'REMOVE_FROM_SHARED_GROUP',
    );
    const lines = await subscriptionsInScope(trx, scopeChannel, body.fiscalId, body.baseSubscriptions, {
      lock: true,
    });
    for (const line of lines) {
      assertSubscriptionAllows('REMOVE_FROM_SHARED_GROUP', line.status);
      if (line.shared_subscription_id !== head.id) {
        throw notCompatible('A line is not in this group', 'baseSubscriptions');
      }
    }
    await assertNoProcessRunning(trx, [head.id, ...lines.map((line) => line.id)]);
    const processId = await runProcessAction(trx, {
      type: 'REMOVE_LINES_FROM_SHARED_GROUP',
      subscription: head,
      subscriptionIds: lines.map((line) => line.id),
      executeNow: body.executeNow,
      actor,
      now,
    });
    return subscriptionActionAnswer(trx, [head.id, ...lines.map((line) => line.id)], [processId]);
  });
}
