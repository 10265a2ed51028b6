import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { createDraftOrderBody } from '../../schema/rest/orders';
import { findCustomerInScope } from '../customers/customer-detail';
import type { Database } from '../db/database-schema';
import type { OrderProductOptions } from '../db/order-tables';
import { ApiError } from '../http/api-error';
import { isLineInUse } from '../validation-helpers/is-line-in-use';
import { issueOrderNumber } from './issue-order-number';

export type NewDraftOrder = {
  body: z.infer<typeof createDraftOrderBody>;
  scopeChannel: string;
  actor: string;
  now: Date;
};

/**
 * POST /draft-orders: an INITIATED draft for a customer of the caller's scope, with products of the customer's
 * brand catalogue that are ACTIVE, and lines that are not in use. The order belongs to the caller's channel when
 * that channel is of the customer's brand (the selling channel), else to the customer's own channel (operator
 * staff selling from channel 0). Number, rows and the CREATE history row go in one transaction.
 */
export async function createDraftOrder(db: Kysely<Database>, draft: NewDraftOrder): Promise<string> {
  const { body, now } = draft;
  return db.transaction().execute(async (trx) => {
    const customerId = await findCustomerInScope(trx, draft.scopeChannel, body.fiscalId, body.brandId);
    const customer = await trx
      .selectFrom('customers')
      .select(['brand_id', 'channel_id', 'fiscal_id', 'name', 'first_surname', 'second_surname'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    const productIds = [...new Set(body.products.map((product) => product.productId))];
    const catalogue = await trx
      .selectFrom('products')
      .select(['id', 'name', 'family', 'price_cents'])
      .where('id', 'in', productIds)
      .where('brand_id', '=', customer.brand_id)
      .where('status', '=', 'ACTIVE')
      .execute();
    const byId = new Map(catalogue.map((product) => [product.id, product]));
    const lines = new Set<string>();
    for (const [index, contracted] of body.products.entries()) {
      if (!byId.has(contracted.productId)) {
        throw new ApiError(
          422,
          'PRODUCT_NOT_AVAILABLE',
          "That product is not an active product of the customer's brand",
          `products.${index}.productId`,
        );
      }
      const line = contracted.lineNumber;
      if (line && (lines.has(line) || (await isLineInUse(trx, line, now)))) {
        throw new ApiError(422, 'LINE_IN_USE', 'Número en uso', `products.${index}.lineNumber`);
      }
      if (line) lines.add(line);
    }
    const callerChannel = await trx
      .selectFrom('channels')
      .select('brand_id')
      .where('id', '=', draft.scopeChannel)
      .executeTakeFirst();
    const channelId =
      callerChannel?.brand_id === customer.brand_id ? draft.scopeChannel : customer.channel_id;
    const products = body.products.map((contracted, index) => {
      const product = byId.get(contracted.productId);
      if (!product) throw new Error('checked above');
      const options: OrderProductOptions = {};
      if (contracted.lineNumber) options.lineNumber = contracted.lineNumber;
      if (contracted.icc) options.icc = contracted.icc;
      if (contracted.fixedNumber) options.fixedNumber = contracted.fixedNumber;
      if (contracted.esim !== undefined) options.esim = contracted.esim;
      if (contracted.portability) options.portability = contracted.portability;
      return { position: index + 1, product, options };
    });
    const orderNumber = await issueOrderNumber(trx, customer.brand_id, now);
    const { id } = await trx
      .insertInto('orders')
      .values({
        order_number: orderNumber,
        brand_id: customer.brand_id,
        channel_id: channelId,
        customer_id: customerId,
        customer_fiscal_id: customer.fiscal_id,
        customer_name: customer.name,
        customer_first_surname: customer.first_surname,
        customer_second_surname: customer.second_surname,
        family: body.family,
        verification_type: body.verificationType,
        status: 'INITIATED',
        draft: true,
        document_number: customer.fiscal_id,
        mobile_number: body.mobileNumber,
        email: body.email,
        total_price_cents: products.reduce((sum, { product }) => sum + product.price_cents, 0),
        created_by: draft.actor,
        created_at: now,
        modified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_products')
      .values(
        products.map(({ position, product, options }) => ({
          order_id: id,
          position,
          product_id: product.id,
          name: product.name,
          family: product.family,
          price_cents: product.price_cents,
          options: JSON.stringify(options),
        })),
      )
      .execute();
    await trx
      .insertInto('order_history')
      .values({
        order_id: id,
        action: 'CREATE',
        status_from: null,
        status_to: 'INITIATED',
        reason: null,
        actor: draft.actor,
        at: now,
      })
      .execute();
    return id;
  });
}
