import type { Kysely } from 'kysely';
import { MOBILE_FIXED_IP_SUBFAMILY } from '../../schema/domain/product-compatibility';
import { isProvinceCode } from '../../schema/domain/provinces';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { fixedNumberIsInProvince } from '../../schema/domain/validators/fixed-number';
import type {
  AddOptionalProductBody,
  SubscriptionActionResponse,
} from '../../schema/rest/subscription-management';
import type { SubscriptionOptional } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { assertNoProcessRunning } from '../processes/assert-no-process-running';
import { appendSubscriptionHistory } from './append-subscription-history';
import { assertSubscriptionAllows } from './assert-subscription-allows';
import { assertLineNumber } from './change-product';
import { compatibleOptionalProducts } from './compatible-products';
import { runProcessAction } from './run-process-action';
import { subscriptionActionAnswer } from './subscription-action-answer';
import { subscriptionInScope } from './subscriptions-in-scope';

/**
 * POST /addOptionalProduct: adds a compatible add-on to the line at once (with a history row holding the fixed
 * number, ICC or eSIM e-mail it came with); a mobile fixed IP is set up by the network (ADD_MOBILE_FIXED_IP).
 */
export async function addOptionalProduct(
  db: Kysely<Database>,
  body: AddOptionalProductBody,
  { scopeChannel, actor, now }: { scopeChannel: string; actor: string; now: Date },
): Promise<SubscriptionActionResponse> {
  return db.transaction().execute(async (trx) => {
    const line = await subscriptionInScope(trx, scopeChannel, body.fiscalId, body.subscriptionId, {
      lock: true,
    });
    assertLineNumber(line, body.lineNumber);
    assertSubscriptionAllows('ADD_OPTIONAL_PRODUCT', line.status);
    const product = (await compatibleOptionalProducts(trx, line)).find((row) => row.id === body.productId);
    if (!product) {
      throw new ApiError(
        422,
        'PRODUCT_NOT_COMPATIBLE',
        'The product is not an add-on of this line',
        'productId',
      );
    }
    if (product.family !== body.family) {
      throw new ApiError(422, 'PRODUCT_NOT_COMPATIBLE', 'The family is not that of the product', 'family');
    }
    if (body.fixedNumber) {
      const holder = await trx
        .selectFrom('customers')
        .select('province')
        .where('id', '=', line.customer_id)
        .executeTakeFirstOrThrow();
      if (isProvinceCode(holder.province) && !fixedNumberIsInProvince(body.fixedNumber, holder.province)) {
        throw new ApiError(
          400,
          'INVALID_REQUEST',
          DOMAIN_VALIDATION_MESSAGES.fixedNotInProvince,
          'fixedNumber',
        );
      }
    }
    const optional: SubscriptionOptional = {
      productId: product.id,
      name: product.name,
      priceCents: product.price_with_promotions_cents,
    };
    const extras = {
      fixedNumber: body.fixedNumber ?? null,
      icc: body.icc ?? null,
      iccService: body.iccService ?? null,
      eSim: body.eSim,
      eSimEmail: body.eSimEmail ?? null,
    };
    if (product.subfamily === MOBILE_FIXED_IP_SUBFAMILY) {
      await assertNoProcessRunning(trx, [line.id]);
      const processId = await runProcessAction(trx, {
        type: 'ADD_MOBILE_FIXED_IP',
        subscription: line,
        details: { optional },
        executeNow: false,
        actor,
        now,
      });
      return subscriptionActionAnswer(trx, [line.id], [processId]);
    }
    await trx
      .updateTable('subscriptions')
      .set({
        optionals: JSON.stringify([...line.optionals, optional]),
        final_price_cents: line.final_price_cents + optional.priceCents,
        modified_at: now,
      })
      .where('id', '=', line.id)
      .execute();
    await appendSubscriptionHistory(trx, {
      subscriptionId: line.id,
      action: 'ADD_OPTIONAL_PRODUCT',
      statusFrom: line.status,
      statusTo: line.status,
      details: { optional, ...extras },
      actor,
    });
    return subscriptionActionAnswer(trx, [line.id], []);
  });
}
