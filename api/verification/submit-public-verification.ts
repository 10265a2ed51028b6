import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../schema/domain/validation-messages';
import type {
  publicVerificationResultSchema,
  submitPublicVerificationBody,
} from '../../schema/rest/public-verification';
import { verificationDocumentsAsked } from '../../schema/rest/signup';
import type { Database } from '../db/database-schema';
import { ApiError } from '../http/api-error';
import { recordOrderStatus } from '../orders/record-order-status';
import type { IdentityCheck } from '../providers/identity-check/identity-check';
import { documentIsReadable } from '../signup/document-content';
import { receiveVerificationDocuments } from '../signup/receive-verification-documents';
import { missingKinds, type ReceivedDocument } from '../signup/received-documents';
import { invalidPart } from '../signup/signup-errors';
import { openVerificationLink } from './open-verification-link';
import { brandAsksForSignature } from './verification-settings';

/** Who acts in the order's history when the customer answers a link. */
export const CUSTOMER_ACTOR = 'customer (verification link)';

type Body = z.infer<typeof submitPublicVerificationBody>;
type Result = z.infer<typeof publicVerificationResultSchema>;

/**
 * POST /public/verification, in one transaction that writes nothing unless everything is accepted: the link is
 * opened and locked (its errors as for GET), the documents its channel asks for are checked (400 on `documents`
 * when one is missing; 422 DOCUMENT_NOT_READABLE on a file that is not of its type), and the signature when the
 * brand asks for one (400 on `signature`). Then the link is used, the acceptance of the conditions is recorded,
 * and the documents are received as the agent's are: the identity check decides REQUESTED or ERRORED.
 */
export async function submitPublicVerification(
  db: Kysely<Database>,
  identityCheck: IdentityCheck,
  body: Body,
  now: Date,
): Promise<Result> {
  return db.transaction().execute(async (trx) => {
    const { link, order } = await openVerificationLink(trx, body.token, now, { lock: true });
    const signatureRequired = await brandAsksForSignature(trx, order.brand_id);
    const asked = verificationDocumentsAsked({
      method: link.channel,
      customerType: order.signup.customerType,
      signatureRequired,
    });
    if (missingKinds(body.documents, asked).length > 0) throw invalidPart('documents', REQUIRED_MESSAGE);
    if (signatureRequired && !body.signature) throw invalidPart('signature', REQUIRED_MESSAGE);
    if (body.signature && !documentIsReadable('image/png', body.signature)) {
      throw new ApiError(422, 'DOCUMENT_NOT_READABLE', 'The signature is not a readable PNG', 'signature');
    }
    const documents: ReceivedDocument[] = [...body.documents];
    if (body.signature) documents.push({ kind: 'SIGNATURE', mimeType: 'image/png', content: body.signature });

    await trx.updateTable('verification_links').set({ used_at: now }).where('id', '=', link.id).execute();
    await recordOrderStatus(trx, {
      orderId: order.id,
      action: 'UPDATE',
      from: order.status,
      to: order.status,
      reason: 'CONDITIONS_ACCEPTED',
      actor: CUSTOMER_ACTOR,
      at: now,
    });
    const result = await receiveVerificationDocuments(trx, identityCheck, {
      order,
      documents,
      actor: CUSTOMER_ACTOR,
      at: now,
    });
    return result.outcome === 'PASSED'
      ? { outcome: 'RECEIVED', reason: null }
      : { outcome: 'REJECTED', reason: result.reason };
  });
}
