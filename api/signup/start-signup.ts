import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { FAMILY_TAB_PRODUCTS } from '../../schema/domain/signup/family-tabs';
import type { startSignupBody } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import type { SignupRecord } from '../db/order-tables';
import { issueOrderNumber } from '../orders/issue-order-number';
import { findOrCreateSignupCustomer } from './find-or-create-signup-customer';
import { idempotentSave } from './idempotent-save';
import { sellingChannelOf } from './selling-channel';
import { toSavedAddress } from './signup-address';
import { NOT_STARTED_VERIFICATION } from './signup-record';
import type { SignupRequest } from './signup-request';
import { signupTotals } from './signup-totals';

/**
 * POST /signup/orders, the intro step, in one transaction: the customer (found in the caller's scope or created
 * in the selling channel) and an INITIATED draft with no products yet, its CREATE history row and the wizard
 * state. Answers the draft's id.
 */
export async function startSignup(
  db: Kysely<Database>,
  body: z.infer<typeof startSignupBody>,
  request: SignupRequest,
): Promise<string> {
  const { now } = request;
  return idempotentSave(
    db,
    {
      userId: request.userId,
      key: body.idempotencyKey,
      endpointId: 'startSignup',
      path: '/signup/orders',
      body,
    },
    async (trx) => {
      const selling = await sellingChannelOf(trx, request.scopeChannel, body.brandId);
      const customer = await findOrCreateSignupCustomer(trx, request.scopeChannel, selling, body, now);
      const record: SignupRecord = {
        familyTab: body.familyTab,
        customerType: customer.customer_type,
        address: toSavedAddress(body.address),
        products: [],
        lines: [],
        shippingAddress: null,
        verification: NOT_STARTED_VERIFICATION,
        payment: null,
        totals: signupTotals([], body.address.postalCode, now),
      };
      const family = FAMILY_TAB_PRODUCTS[body.familyTab].families[0] ?? 'CUSTOM';
      const { id } = await trx
        .insertInto('orders')
        .values({
          order_number: await issueOrderNumber(trx, customer.brand_id, now),
          brand_id: customer.brand_id,
          channel_id: selling.channelId,
          customer_id: customer.id,
          customer_fiscal_id: customer.fiscal_id,
          customer_name: customer.name,
          customer_first_surname: customer.first_surname,
          customer_second_surname: customer.second_surname,
          family,
          verification_type: body.verificationType,
          status: 'INITIATED',
          draft: true,
          document_number: customer.fiscal_id,
          mobile_number: body.contact.mobileNumber,
          email: body.contact.email.toLowerCase(),
          total_price_cents: 0,
          signup: JSON.stringify(record),
          created_by: request.actor,
          created_at: now,
          modified_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_history')
        .values({
          order_id: id,
          action: 'CREATE',
          status_from: null,
          status_to: 'INITIATED',
          reason: 'INTRO',
          actor: request.actor,
          at: now,
        })
        .execute();
      return id;
    },
  );
}
