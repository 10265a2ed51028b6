import { DOMAIN_VALIDATION_MESSAGES } from '../../schema/domain/validation-messages';
import type { VerificationDocumentKind } from '../../schema/rest/signup';
import { ApiError } from '../http/api-error';
import { documentIsReadable } from './document-content';
import { invalidPart } from './signup-errors';

export type ReceivedDocument = { kind: VerificationDocumentKind; mimeType: string; content: string };

/**
 * Checks documents sent for a verification, before anything is written: each kind once and never SIGNATURE
 * (the signature is drawn on the customer's page and sent apart), each content a readable file of its declared
 * type (422 DOCUMENT_NOT_READABLE). Answers the kinds of `asked` that are missing, for the caller to refuse as
 * its endpoint does.
 */
export function missingKinds(
  documents: readonly ReceivedDocument[],
  asked: readonly VerificationDocumentKind[],
): VerificationDocumentKind[] {
  const kinds = new Set<VerificationDocumentKind>();
  for (const [index, document] of documents.entries()) {
    if (kinds.has(document.kind) || document.kind === 'SIGNATURE') {
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
  return asked.filter((kind) => kind !== 'SIGNATURE' && !kinds.has(kind));
}
