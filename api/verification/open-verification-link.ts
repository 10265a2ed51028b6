import type { Kysely, Selectable } from 'kysely';
import { nextOrderStatus } from '../../schema/domain/lifecycles/order-lifecycle';
import type { Database } from '../db/database-schema';
import type { VerificationLinksTable } from '../db/verification-link-tables';
import { ApiError } from '../http/api-error';
import type { SignupDraft } from '../signup/load-signup-draft';
import { signupRecordOf } from '../signup/signup-record';
import { hashVerificationToken } from './verification-token';

export type VerificationLinkRow = Selectable<VerificationLinksTable>;
export type OpenVerificationLink = { link: VerificationLinkRow; order: SignupDraft };

function invalidLink(): ApiError {
  return new ApiError(404, 'VERIFICATION_LINK_INVALID', 'This verification link is not valid', 'token');
}

/**
 * The link of a token and its one order, when the customer may still use it: 404 VERIFICATION_LINK_INVALID for
 * an unknown (or altered) token, a revoked link, or an order that no longer waits for the customer; 409
 * VERIFICATION_LINK_USED once it was used; 410 VERIFICATION_LINK_EXPIRED past its 24 hours. With `lock` (the
 * submission) the order's row and then the link's are locked, in the order the agent's own saves lock them.
 */
export async function openVerificationLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<OpenVerificationLink> {
  const selectLink = () =>
    db.selectFrom('verification_links').selectAll().where('token_hash', '=', hashVerificationToken(token));
  const found = await selectLink().executeTakeFirst();
  if (!found) throw invalidLink();
  let orderQuery = db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', found.order_id)
    .where('deleted_at', 'is', null);
  if (lock) orderQuery = orderQuery.forUpdate();
  const order = await orderQuery.executeTakeFirst();
  const link = lock ? await selectLink().forUpdate().executeTakeFirstOrThrow() : found;
  if (link.revoked_at) throw invalidLink();
  if (link.used_at) {
    throw new ApiError(409, 'VERIFICATION_LINK_USED', 'This verification link was already used', 'token');
  }
  if (new Date(link.expires_at) <= now) {
    throw new ApiError(410, 'VERIFICATION_LINK_EXPIRED', 'This verification link has expired', 'token');
  }
  if (!order?.signup || nextOrderStatus('CONTINUE', order.status) === null) throw invalidLink();
  const signup = signupRecordOf(order.signup);
  if (signup.verification.status !== 'AWAITING_CUSTOMER') throw invalidLink();
  return { link, order: { ...order, signup } };
}
