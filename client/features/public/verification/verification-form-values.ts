import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../../schema/domain/validation-messages';
import { type DocumentUpload, decodedSize, MAX_DOCUMENT_BYTES } from '../../../ui/document-file';
import type { FormSchema } from '../../../ui/form/zod-form-resolver';

/** The documents the page asks for as files; the signature has its own pad. */
export const PHOTO_KINDS = ['FRONT', 'BACK', 'SELFIE', 'DEEDS', 'POWERS'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export type VerificationFormValues = {
  documents: Record<PhotoKind, DocumentUpload | null>;
  acceptConditions: boolean;
  signature: string | null;
};

/** What the submission sends besides the token. */
export type VerificationSubmission = {
  documents: { kind: PhotoKind; mimeType: string; content: string }[];
  acceptConditions: true;
  signature: string | null;
};

export const EMPTY_VERIFICATION_FORM: VerificationFormValues = {
  documents: { FRONT: null, BACK: null, SELFIE: null, DEEDS: null, POWERS: null },
  acceptConditions: false,
  signature: null,
};

/** The selfie is compared with the document's photo: an image; the other documents may be a PDF scan. */
export function acceptedTypes(kind: PhotoKind): readonly string[] {
  return kind === 'SELFIE' ? ['image/jpeg', 'image/png'] : ['image/jpeg', 'image/png', 'application/pdf'];
}

function uploadSchema(kind: PhotoKind) {
  const types = acceptedTypes(kind);
  return z
    .object({ fileName: z.string(), mimeType: z.string(), content: z.string() })
    .nullable()
    .superRefine((upload, context) => {
      if (upload === null) context.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
      else if (!types.includes(upload.mimeType)) {
        context.addIssue({
          code: 'custom',
          message: kind === 'SELFIE' ? 'verification.field.imageOnly' : 'verification.field.unsupported',
        });
      } else if (decodedSize(upload.content) > MAX_DOCUMENT_BYTES) {
        context.addIssue({ code: 'custom', message: 'verification.field.tooLarge' });
      }
    });
}

/**
 * The page's form: every document the link asks for (type and size checked here so nothing is sent that the api
 * would refuse), the conditions accepted, and the signature when the brand asks for one.
 */
export function verificationFormSchema(
  asked: readonly PhotoKind[],
  signatureRequired: boolean,
): FormSchema<VerificationFormValues, VerificationSubmission> {
  const documents = Object.fromEntries(asked.map((kind) => [kind, uploadSchema(kind)]));
  return z
    .object({
      documents: z.object(documents).passthrough(),
      acceptConditions: z.literal(true, { error: 'verification.conditions.required' }),
      signature: signatureRequired
        ? z.string({ error: 'verification.signature.required' }).min(1, 'verification.signature.required')
        : z.string().nullable(),
    })
    .transform(
      (values): VerificationSubmission => ({
        documents: asked.flatMap((kind) => {
          const upload = (values.documents as Record<string, DocumentUpload | null>)[kind];
          return upload ? [{ kind, mimeType: upload.mimeType, content: upload.content }] : [];
        }),
        acceptConditions: true,
        signature: signatureRequired ? values.signature : null,
      }),
    ) as unknown as FormSchema<VerificationFormValues, VerificationSubmission>;
}
