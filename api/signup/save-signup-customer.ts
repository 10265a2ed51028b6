import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { FAMILY_TAB_PRODUCTS } from '../../schema/domain/signup/family-tabs';
import { type saveSignupCustomerBody, signupEndpoints } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { idempotentSave } from './idempotent-save';
import { loadSignupDraft } from './load-signup-draft';
import { orderProductPrices } from './product-prices';
import { recordSignupStep } from './record-signup-step';
import { toSavedAddress } from './signup-address';
import type { SignupRequest } from './signup-request';
import { signupStepCall } from './signup-step-call';
import { signupTotals } from './signup-totals';

/**
 * PUT /orders/:id/signup/customer: the intro saved again (CUSTOMER_UPDATED). The contact goes on the order; a new
 * address may change the territory's tax, so the totals are taken again. The customer row is not touched.
 */
export async function saveSignupCustomer(
  db: Kysely<Database>,
  orderId: string,
  body: z.infer<typeof saveSignupCustomerBody>,
  request: SignupRequest,
): Promise<string> {
  return idempotentSave(
    db,
    signupStepCall(signupEndpoints.saveSignupCustomer, orderId, body, request),
    async (trx) => {
      const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
      const prices = await orderProductPrices(trx, order.id);
      const totals = signupTotals(prices, body.address.postalCode, request.now);
      const noProducts = order.signup.products.length === 0;
      await recordSignupStep(trx, {
        orderId: order.id,
        from: order.status,
        to: 'CUSTOMER_UPDATED',
        step: 'CUSTOMER',
        record: { ...order.signup, familyTab: body.familyTab, address: toSavedAddress(body.address), totals },
        columns: {
          mobile_number: body.contact.mobileNumber,
          email: body.contact.email.toLowerCase(),
          verification_type: body.verificationType,
          total_price_cents: totals.monthlyCents,
          ...(noProducts && { family: FAMILY_TAB_PRODUCTS[body.familyTab].families[0] ?? order.family }),
        },
        actor: request.actor,
        at: request.now,
      });
      return order.id;
    },
  );
}
