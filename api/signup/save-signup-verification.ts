import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type saveSignupVerificationBody,
  signupEndpoints,
  verificationDocumentsAsked,
} from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import type { IdentityCheck } from '../providers/identity-check/identity-check';
import { idempotentSave } from './idempotent-save';
import { loadSignupDraft } from './load-signup-draft';
import { receiveVerificationDocuments } from './receive-verification-documents';
import { missingKinds } from './received-documents';
import { requiredPart } from './signup-errors';
import type { SignupRequest } from './signup-request';
import { signupStepCall } from './signup-step-call';

type Body = z.infer<typeof saveSignupVerificationBody>;

/**
 * PUT /orders/:id/signup/verification: the agent uploads the documents the order's method asks for (422 REQUIRED
 * on `documents` when one is missing; each must decode and begin as its type's files do, else 422
 * DOCUMENT_NOT_READABLE on its content). They replace the ones saved before, a link still open stops working,
 * and the identity check decides VERIFICATION_REQUESTED or VERIFICATION_ERRORED.
 */
export async function saveSignupVerification(
  db: Kysely<Database>,
  identityCheck: IdentityCheck,
  orderId: string,
  body: Body,
  request: SignupRequest,
): Promise<string> {
  return idempotentSave(
    db,
    signupStepCall(signupEndpoints.saveSignupVerification, orderId, body, request),
    async (trx) => {
      const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
      const asked = verificationDocumentsAsked({
        method: order.verification_type,
        customerType: order.signup.customerType,
        signatureRequired: false,
      });
      if (missingKinds(body.documents, asked).length > 0) throw requiredPart('documents');
      await receiveVerificationDocuments(trx, identityCheck, {
        order,
        documents: body.documents,
        actor: request.actor,
        at: request.now,
      });
      return order.id;
    },
  );
}
