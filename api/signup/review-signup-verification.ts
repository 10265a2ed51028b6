import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type reviewSignupVerificationBody, signupEndpoints } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { copyVerificationDocuments } from './copy-verification-documents';
import { idempotentSave } from './idempotent-save';
import { loadSignupDraft } from './load-signup-draft';
import { recordSignupStep } from './record-signup-step';
import type { SignupRequest } from './signup-request';
import { signupStepCall } from './signup-step-call';

/**
 * PUT /orders/:id/signup/verification-review: only a REQUESTED verification is reviewed (else 409
 * VERIFICATION_NOT_REQUESTED). Accepted: VERIFICATION_COMPLETED, and the documents become the customer's;
 * rejected: VERIFICATION_ERRORED with the reason kept in the state, and the wizard resumes at the documents.
 */
export async function reviewSignupVerification(
  db: Kysely<Database>,
  orderId: string,
  body: z.infer<typeof reviewSignupVerificationBody>,
  request: SignupRequest,
): Promise<string> {
  return idempotentSave(
    db,
    signupStepCall(signupEndpoints.reviewSignupVerification, orderId, body, request),
    async (trx) => {
      const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
      const verification = order.signup.verification;
      if (verification.status !== 'REQUESTED') {
        throw new ApiError(
          409,
          'VERIFICATION_NOT_REQUESTED',
          'No verification of this order waits for review',
        );
      }
      const accepted = body.decision === 'ACCEPT';
      await recordSignupStep(trx, {
        orderId: order.id,
        from: order.status,
        to: accepted ? 'VERIFICATION_COMPLETED' : 'VERIFICATION_ERRORED',
        step: 'VERIFICATION_REVIEW',
        record: {
          ...order.signup,
          verification: {
            ...verification,
            status: accepted ? 'COMPLETED' : 'ERRORED',
            reason: accepted ? null : (body.reason ?? null),
          },
        },
        actor: request.actor,
        at: request.now,
      });
      if (accepted) await copyVerificationDocuments(trx, order, request.now);
      return order.id;
    },
  );
}
