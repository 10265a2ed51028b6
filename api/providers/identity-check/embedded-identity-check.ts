import type { IdentityCheck, IdentityCheckFailure, IdentityCheckResult } from './identity-check';

/**
 * Test documents the simulator fails, by the last two of the document number's digits (a DNI whose number ends
 * in 99 fails with FACE_MISMATCH, in 98 with DOCUMENT_EXPIRED); every other document passes.
 */
export const EMBEDDED_FAILING_DOCUMENT_ENDINGS: Readonly<Record<string, IdentityCheckFailure>> = {
  '99': 'FACE_MISMATCH',
  '98': 'DOCUMENT_EXPIRED',
};

/** The embedded identity check's answer for a document number: deterministic, so tests and demos choose it. */
export function embeddedIdentityCheckResult(documentNumber: string): IdentityCheckResult {
  const digits = documentNumber.replace(/\D/g, '');
  const reason = EMBEDDED_FAILING_DOCUMENT_ENDINGS[digits.slice(-2)];
  return reason ? { outcome: 'FAILED', reason } : { outcome: 'PASSED' };
}

/** A stand-in for the identity verification service, answering at once from the document number. */
export function createEmbeddedIdentityCheck(): IdentityCheck {
  return {
    check: async (request) => embeddedIdentityCheckResult(request.documentNumber),
  };
}
