import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import { type saveSignupVerificationBody, signupEndpoints } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { documentIsReadable } from './document-content';
import { idempotentSave } from './idempotent-save';
import { loadSignupDraft } from './load-signup-draft';
import { recordSignupStep } from './record-signup-step';
import { invalidPart, requiredPart } from './signup-errors';
import type { SignupRequest } from './signup-request';
import { signupStepCall } from './signup-step-call';

type Body = z.infer<typeof saveSignupVerificationBody>;

/** Both sides of the identity document; a company also shows its deeds and the representative's powers. */
const REQUIRED_KINDS = { PERSON: ['FRONT', 'BACK'], COMPANY: ['FRONT', 'BACK', 'DEEDS', 'POWERS'] } as const;

/**
 * PUT /orders/:id/signup/verification (VERIFICATION_REQUESTED): the documents replace the ones saved before;
 * each must decode and begin as its type's files do (422 DOCUMENT_NOT_READABLE on its content).
 */
export async function saveSignupVerification(
  db: Kysely<Database>,
  orderId: string,
  body: Body,
  request: SignupRequest,
): Promise<string> {
  return idempotentSave(
    db,
    signupStepCall(signupEndpoints.saveSignupVerification, orderId, body, request),
    async (trx) => {
      const order = await loadSignupDraft(trx, request.scopeChannel, orderId);
      const kinds = new Set<string>();
      for (const [index, document] of body.documents.entries()) {
        if (kinds.has(document.kind)) {
          throw invalidPart(`documents.${index}.kind`, DOMAIN_VALIDATION_MESSAGES.invalidOption);
        }
        kinds.add(document.kind);
        if (!documentIsReadable(document.mimeType, document.content)) {
          throw new ApiError(
            422,
            'DOCUMENT_NOT_READABLE',
            'The document is not a readable file of its type',
            `documents.${index}.content`,
          );
        }
      }
      const required = REQUIRED_KINDS[order.signup.customerType === 'COMPANY' ? 'COMPANY' : 'PERSON'];
      if (required.some((kind) => !kinds.has(kind))) throw requiredPart('documents');

      await trx.deleteFrom('order_documents').where('order_id', '=', order.id).execute();
      await trx
        .insertInto('order_documents')
        .values(
          body.documents.map((document) => ({
            order_id: order.id,
            kind: document.kind,
            mime_type: document.mimeType,
            content: document.content,
            created_at: request.now,
          })),
        )
        .execute();
      await recordSignupStep(trx, {
        orderId: order.id,
        from: order.status,
        to: 'VERIFICATION_REQUESTED',
        step: 'DOCUMENT_VERIFICATION',
        record: {
          ...order.signup,
          verification: {
            status: 'REQUESTED',
            documents: body.documents.map((document) => ({
              kind: document.kind,
              mimeType: document.mimeType,
            })),
            reason: null,
          },
        },
        actor: request.actor,
        at: request.now,
      });
      return order.id;
    },
  );
}
