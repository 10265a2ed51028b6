import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  changeProductBody,
  SubscriptionActionResponse,
} from '../../schema/rest/subscription-management';
import type { SubscriptionRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { assertNoProcessRunning } from '../processes/assert-no-process-running';
import { assertSubscriptionAllows } from './assert-subscription-allows';
import { compatibleMainProducts } from './compatible-products';
import { runProcessAction } from './run-process-action';
import { subscriptionActionAnswer } from './subscription-action-answer';
import { subscriptionInScope } from './subscriptions-in-scope';

/** The line number a form sends must be the subscription's own: a stale form refers to another line. */
export function assertLineNumber(subscription: SubscriptionRow, lineNumber: string): void {
  if (subscription.line_number !== lineNumber) {
    throw new ApiError(
      422,
      'LINE_NUMBER_MISMATCH',
      'The line number is not that of the subscription',
      'lineNumber',
    );
  }
}

/** POST /changeProduct: PRODUCT_CHANGE to a compatible main product (same brand and family, ACTIVE). */
export async function changeProduct(
  db: Kysely<Database>,
  body: z.infer<typeof changeProductBody>,
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const line = await subscriptionInScope(trx, scopeChannel, body.fiscalId, body.subscriptionId, {
      lock: true,
    });
    assertLineNumber(line, body.lineNumber);
    assertSubscriptionAllows('PRODUCT_CHANGE', line.status);
    if (body.family !== line.family) {
      throw new ApiError(
        422,
        'PRODUCT_NOT_COMPATIBLE',
        'A product change keeps the family of the line',
        'family',
      );
    }
    const product = (await compatibleMainProducts(trx, line)).find((row) => row.id === body.productId);
    if (!product) {
      throw new ApiError(
        422,
        'PRODUCT_NOT_COMPATIBLE',
        'The product is not compatible with the line',
        'productId',
      );
    }
    await assertNoProcessRunning(trx, [line.id]);
    const processId = await runProcessAction(trx, {
      type: 'PRODUCT_CHANGE',
      subscription: line,
      details: { productId: product.id, productName: product.name, previousProductId: line.product_id },
      executeNow: body.executeNow,
      actor,
      now,
    });
    return subscriptionActionAnswer(trx, [line.id], [processId]);
  });
}
