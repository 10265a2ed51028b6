import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { tabOffers } from '../../schema/domain/signup/family-tabs';
import { type saveSignupProductsBody, signupEndpoints } from '../../schema/rest/signup';
import type { ProductRow } from '../db/customer-subscription-tables';
import type { Database } from '../db/database-schema';
import type { OrderProductOptions } from '../db/order-tables';
import { ApiError } from '../http/api-error';
import { optionalFitsLine } from '../subscriptions/compatible-products';
import { idempotentSave } from './idempotent-save';
import { loadSignupDraft } from './load-signup-draft';
import { recordSignupStep } from './record-signup-step';
import { releaseOrderReservations } from './release-order-reservations';
import { reservedNumbersOf } from './reserved-numbers';
import type { SignupRequest } from './signup-request';
import { signupStepCall } from './signup-step-call';
import { signupTotals } from './signup-totals';

type Body = z.infer<typeof saveSignupProductsBody>;

function notAvailable(field: string): ApiError {
  return new ApiError(422, 'PRODUCT_NOT_AVAILABLE', 'That product is not offered to this signup', field);
}

/** Every product of the body, checked against the brand's catalogue, the family tab and the line limits. */
function checkItems(body: Body, catalogue: Map<string, ProductRow>, tab: Parameters<typeof tabOffers>[0]) {
  return body.items.map((item, index) => {
    const product = catalogue.get(item.productId);
    if (product?.status !== 'ACTIVE' || !tabOffers(tab, product)) {
      throw notAvailable(`items.${index}.productId`);
    }
    if (item.lines > 1 + product.max_additional_lines) {
      throw new ApiError(
        422,
        'TOO_MANY_LINES',
        `This product takes at most ${1 + product.max_additional_lines} lines`,
        `items.${index}.lines`,
      );
    }
    const optionals = item.optionalProductIds.map((optionalId, position) => {
      const optional = catalogue.get(optionalId);
      const line = { family: product.family, productId: product.id };
      if (!optional || !optionalFitsLine(line, optional)) {
        throw new ApiError(
          422,
          'OPTIONAL_NOT_COMPATIBLE',
          'That optional product does not fit this product',
          `items.${index}.optionalProductIds.${position}`,
        );
      }
      return optional;
    });
    return { product, lines: item.lines, optionals };
  });
}

/**
 * PUT /orders/:id/signup/products (PRODUCT_UPDATED): the order's contracted rows are replaced by one row per line
 * (positions 1..n, in the body's order) and then one per optional product (marked `optional`, with the first line
 * of its product in `optionalOf`). A line keeps its configuration when the same product is still at its
 * position; the others are dropped and the numbers they held are released.
 */
export async function saveSignupProducts(
  db: Kysely<Database>,
  orderId: string,
  body: Body,
  request: SignupRequest,
): Promise<string> {
  return idempotentSave(
    db,
    signupStepCall(signupEndpoints.saveSignupProducts, orderId, body, request),
    async (trx) => {
      const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
      const ids = [...new Set(body.items.flatMap((item) => [item.productId, ...item.optionalProductIds]))];
      const rows = await trx
        .selectFrom('products')
        .selectAll()
        .where('id', 'in', ids)
        .where('brand_id', '=', order.brand_id)
        .execute();
      const items = checkItems(body, new Map(rows.map((row) => [row.id, row])), order.signup.familyTab);

      const previous = await trx
        .selectFrom('order_products')
        .select(['position', 'product_id', 'options'])
        .where('order_id', '=', order.id)
        .execute();
      const previousAt = new Map(
        previous.filter((row) => !row.options.optional).map((row) => [row.position, row]),
      );
      const contracted: { product: ProductRow; options: OrderProductOptions }[] = [];
      const firstLineOf: number[] = [];
      for (const item of items) {
        firstLineOf.push(contracted.length + 1);
        for (let n = 0; n < item.lines; n += 1) {
          const kept = previousAt.get(contracted.length + 1);
          const options = kept && kept.product_id === item.product.id ? kept.options : {};
          contracted.push({ product: item.product, options });
        }
      }
      const lines = order.signup.lines.filter(
        (line) => contracted[line.position - 1]?.product.id === line.productId,
      );
      for (const [index, item] of items.entries()) {
        for (const optional of item.optionals) {
          contracted.push({ product: optional, options: { optional: true, optionalOf: firstLineOf[index] } });
        }
      }

      await trx.deleteFrom('order_products').where('order_id', '=', order.id).execute();
      await trx
        .insertInto('order_products')
        .values(
          contracted.map(({ product, options }, index) => ({
            order_id: order.id,
            position: index + 1,
            product_id: product.id,
            name: product.name,
            family: product.family,
            price_cents: product.price_cents,
            options: JSON.stringify(options),
          })),
        )
        .execute();
      await releaseOrderReservations(trx, order.id, {
        keep: reservedNumbersOf(lines),
        actor: request.actor,
        now: request.now,
      });

      const totals = signupTotals(
        contracted.map(({ product }) => ({
          priceCents: product.price_cents,
          priceWithPromotionsCents: product.price_with_promotions_cents,
          taxRateBasisPoints: product.tax_rate_basis_points,
        })),
        order.signup.address.postalCode,
        request.now,
      );
      await recordSignupStep(trx, {
        orderId: order.id,
        from: order.status,
        to: 'PRODUCT_UPDATED',
        step: 'PRODUCTS',
        record: {
          ...order.signup,
          products: body.items.map((item) => ({
            productId: item.productId,
            lines: item.lines,
            optionalProductIds: item.optionalProductIds,
          })),
          lines,
          totals,
        },
        columns: { family: items[0]?.product.family ?? order.family, total_price_cents: totals.monthlyCents },
        actor: request.actor,
        at: request.now,
      });
      return order.id;
    },
  );
}
