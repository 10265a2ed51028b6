import type { Kysely } from 'kysely';
import { nextOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import type { Database } from '../db/database-schema';
import type { OrderRow, SignupRecord } from '../db/order-tables';
import { ApiError } from '../http/api-error';
import { loadOrderInScope } from '../orders/load-order-in-scope';
import { refuseOrderAction } from '../orders/refuse-order-action';
import { signupRecordOf } from './signup-record';

export type SignupDraft = OrderRow & { signup: SignupRecord };

/**
 * A draft the wizard started, in the caller's scope, locked for the step's transaction: 404 outside the scope,
 * 409 ORDER_NOT_CONTINUABLE when it is no longer a draft (the lifecycle's CONTINUE) or the wizard did not start it.
 */
export async function loadSignupDraft(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
): Promise<SignupDraft> {
  const order = await loadOrderInScope(db, scopeChannel, id, { lock: true });
  if (nextOrderStatus('CONTINUE', order.status) === null) throw refuseOrderAction('CONTINUE', order.status);
  if (!order.signup) {
    throw new ApiError(409, 'ORDER_NOT_CONTINUABLE', 'This order was not started in the signup wizard');
  }
  return { ...order, signup: signupRecordOf(order.signup) };
}
