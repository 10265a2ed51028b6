import type { VerificationDocumentKind } from '../../../schema/rest/signup';

/** Why an identity check failed: codes the console translates (`signup.verification.checkReason.<CODE>`). */
export type IdentityCheckFailure = 'FACE_MISMATCH' | 'DOCUMENT_EXPIRED';

export type IdentityCheckRequest = {
  /** The customer's identity document number (DNI, NIE or CIF) as the order holds it. */
  documentNumber: string;
  /** The documents received, base64. */
  documents: ReadonlyArray<{ kind: VerificationDocumentKind; mimeType: string; content: string }>;
};

export type IdentityCheckResult = { outcome: 'PASSED' } | { outcome: 'FAILED'; reason: IdentityCheckFailure };

/**
 * An identity verification service: compares the photo with the document, checks the document is valid. It runs
 * whenever documents are received (the agent's upload or the customer's own from a verification link).
 */
export type IdentityCheck = {
  check(request: IdentityCheckRequest): Promise<IdentityCheckResult>;
};
