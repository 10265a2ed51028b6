import type { Kysely } from 'kysely';
import type { SignupOrder } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { loadOrderDetail } from '../orders/load-order-detail';
import { resumeStepOf } from './resume-step';
import { signupRecordOf } from './signup-record';

/** An order of the caller's scope with the wizard's state; 404 for one the wizard did not start. */
export async function loadSignupOrder(
  db: Kysely<Database>,
  scopeChannel: string,
  id: string,
): Promise<SignupOrder> {
  const detail = await loadOrderDetail(db, scopeChannel, id);
  const row = await db
    .selectFrom('orders')
    .select('signup')
    .where('id', '=', detail.id)
    .executeTakeFirstOrThrow();
  if (!row.signup) throw new ApiError(404, 'NOT_FOUND', 'This order was not started in the signup wizard');
  const record = signupRecordOf(row.signup);
  return { ...detail, signup: { resumeStep: resumeStepOf(record), ...record } };
}
