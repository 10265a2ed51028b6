import type { Kysely } from 'kysely';
import { signupEndpoints } from '../../schema/rest/signup';
import type { Caller } from '../auth/request-caller';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import { requestLanguage } from '../messaging/request-language';
import { createEmbeddedIdentityCheck } from '../providers/identity-check/embedded-identity-check';
import type { IdentityCheck } from '../providers/identity-check/identity-check';
import { sendVerificationLink } from '../verification/send-verification-link';
import { loadSignupOrder } from './load-signup-order';
import { loadVerificationDocument } from './load-verification-document';
import { reviewSignupVerification } from './review-signup-verification';
import { saveSignupCustomer } from './save-signup-customer';
import { saveSignupLines } from './save-signup-lines';
import { saveSignupPayment } from './save-signup-payment';
import { saveSignupProducts } from './save-signup-products';
import { saveSignupVerification } from './save-signup-verification';
import type { SignupRequest } from './signup-request';
import { startSignup } from './start-signup';

/** The signup wizard's saves (docs/signup.md): each answers the order with its state as it is after the save. */
export function createSignupEndpoints({
  db,
  clock,
  identityCheck = createEmbeddedIdentityCheck(),
}: {
  db: Kysely<Database>;
  clock: () => Date;
  identityCheck?: IdentityCheck;
}) {
  const request = (caller: Caller): SignupRequest => ({
    userId: caller.user.id,
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  const answer = (caller: Caller, id: string) => loadSignupOrder(db, caller.user.channel_id, id);
  return [
    implement(signupEndpoints.startSignup, async ({ caller, body }) =>
      answer(caller, await startSignup(db, body, request(caller))),
    ),
    implement(signupEndpoints.getSignupOrder, ({ caller, params }) => answer(caller, params.id ?? '')),
    implement(signupEndpoints.saveSignupCustomer, async ({ caller, params, body }) =>
      answer(caller, await saveSignupCustomer(db, params.id ?? '', body, request(caller))),
    ),
    implement(signupEndpoints.saveSignupProducts, async ({ caller, params, body }) =>
      answer(caller, await saveSignupProducts(db, params.id ?? '', body, request(caller))),
    ),
    implement(signupEndpoints.saveSignupLines, async ({ caller, params, body }) =>
      answer(caller, await saveSignupLines(db, params.id ?? '', body, request(caller))),
    ),
    implement(signupEndpoints.saveSignupVerification, async ({ caller, params, body }) =>
      answer(caller, await saveSignupVerification(db, identityCheck, params.id ?? '', body, request(caller))),
    ),
    implement(signupEndpoints.getVerificationDocument, ({ caller, params, query }) =>
      loadVerificationDocument(db, caller.user.channel_id, params.id ?? '', query.kind),
    ),
    implement(signupEndpoints.sendSignupVerificationLink, ({ caller, params, req }) =>
      sendVerificationLink(db, params.id ?? '', { ...request(caller), language: requestLanguage(req) }),
    ),
    implement(signupEndpoints.reviewSignupVerification, async ({ caller, params, body }) =>
      answer(caller, await reviewSignupVerification(db, params.id ?? '', body, request(caller))),
    ),
    implement(signupEndpoints.saveSignupPayment, async ({ caller, params, body }) =>
      answer(caller, await saveSignupPayment(db, params.id ?? '', body, request(caller))),
    ),
  ];
}
