import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../../schema/domain/validation-messages';
import { signupVerificationSchema } from '../../../../schema/rest/signup';
import type { DocumentUpload } from '../../../ui/document-file';
import type { FormSchema } from '../../../ui/form/zod-form-resolver';

/** The documents the agent's browser sends (MANUAL and WEBCAM); the customer's link adds the signature. */
export type CapturedKind = 'FRONT' | 'BACK' | 'SELFIE' | 'DEEDS' | 'POWERS';
export type VerificationValues = { documents: Record<CapturedKind, DocumentUpload | null> };

export const EMPTY_DOCUMENTS: VerificationValues['documents'] = {
  FRONT: null,
  BACK: null,
  SELFIE: null,
  DEEDS: null,
  POWERS: null,
};

/** What the api requires of a method (docs/signup.md): both sides, a selfie by webcam, a company's deeds and powers. */
export function kindsFor(method: 'MANUAL' | 'WEBCAM', company: boolean): CapturedKind[] {
  return [
    'FRONT',
    'BACK',
    ...(method === 'WEBCAM' ? (['SELFIE'] as const) : []),
    ...(company ? (['DEEDS', 'POWERS'] as const) : []),
  ];
}

type SignupDocument = z.input<typeof signupVerificationSchema>['documents'][number];

const uploadSchema = z
  .object({ fileName: z.string(), mimeType: z.string(), content: z.string() })
  .nullable()
  .refine((upload) => upload !== null, { error: REQUIRED_MESSAGE });

/** Each required document checked on its own field, then the request checked by the api's schema. */
export function verificationSchema(
  kinds: readonly CapturedKind[],
): FormSchema<VerificationValues, z.output<typeof signupVerificationSchema>> {
  const required = Object.fromEntries(kinds.map((kind) => [kind, uploadSchema]));
  return z
    .object({ documents: z.object(required).passthrough() })
    .transform(
      (values): z.input<typeof signupVerificationSchema> => ({
        documents: kinds.flatMap((kind) => {
          const upload = (values.documents as Record<string, DocumentUpload | null>)[kind];
          // The type is checked by the api's schema just after: a file of another type is refused on its field.
          const mimeType = upload?.mimeType as SignupDocument['mimeType'];
          return upload ? [{ kind, mimeType, content: upload.content }] : [];
        }),
      }),
    )
    .pipe(signupVerificationSchema) as unknown as FormSchema<
    VerificationValues,
    z.output<typeof signupVerificationSchema>
  >;
}
