import type { Kysely } from 'kysely';
import type { Database } from '../db/database-schema';
import type { IdentityCheck, IdentityCheckResult } from '../providers/identity-check/identity-check';
import { revokeVerificationLinks } from '../verification/revoke-verification-links';
import type { SignupDraft } from './load-signup-draft';
import type { ReceivedDocument } from './received-documents';
import { recordSignupStep } from './record-signup-step';

export type DocumentsReceived = {
  order: SignupDraft;
  /** Checked already (received-documents.ts); a signature among them when the customer signed. */
  documents: readonly ReceivedDocument[];
  actor: string;
  at: Date;
};

/**
 * Documents received for the order's verification, from the agent or from the customer's link, in the caller's
 * transaction: they replace the order's earlier ones, any link still open stops working, and the identity check
 * runs on them. Passed: VERIFICATION_REQUESTED, for the agent's review; failed: VERIFICATION_ERRORED with the
 * check's reason code, and the wizard resumes at the documents. One history row either way.
 */
export async function receiveVerificationDocuments(
  trx: Kysely<Database>,
  identityCheck: IdentityCheck,
  received: DocumentsReceived,
): Promise<IdentityCheckResult> {
  const { order, documents, at } = received;
  await trx.deleteFrom('order_documents').where('order_id', '=', order.id).execute();
  await trx
    .insertInto('order_documents')
    .values(
      documents.map((document) => ({
        order_id: order.id,
        kind: document.kind,
        mime_type: document.mimeType,
        content: document.content,
        created_at: at,
      })),
    )
    .execute();
  await revokeVerificationLinks(trx, order.id, at);
  const result = await identityCheck.check({ documentNumber: order.document_number, documents });
  const passed = result.outcome === 'PASSED';
  const reason = passed ? null : result.reason;
  await recordSignupStep(trx, {
    orderId: order.id,
    from: order.status,
    to: passed ? 'VERIFICATION_REQUESTED' : 'VERIFICATION_ERRORED',
    step: 'DOCUMENT_VERIFICATION',
    record: {
      ...order.signup,
      verification: {
        status: passed ? 'REQUESTED' : 'ERRORED',
        documents: documents.map((document) => ({ kind: document.kind, mimeType: document.mimeType })),
        reason,
        check: { outcome: result.outcome, reason },
        link: null,
        signed: documents.some((document) => document.kind === 'SIGNATURE'),
      },
    },
    actor: received.actor,
    at,
  });
  return result;
}
