import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../domain/validation-messages';
import { requiredText } from '../domain/validators/required-text';
import { customerTypeSchema } from '../domain/vocabulary/customer';
import { defineEndpoint } from './endpoint';
import {
  documentImageSchema,
  EXAMPLE_DOCUMENT_PNG,
  signupDocumentSchema,
  verificationDocumentKindSchema,
} from './signup';

/**
 * The customer's own verification page (`/verification?token=…`), opened from the SMS or QR link the agent sent
 * (POST /orders/:id/signup/verification/link). No session: the link's token is the credential, and it finds its
 * one order. Nothing about the customer or the order is shown but what the page needs.
 */

/** A verification link's token as the page sends it (43 base64url characters when genuine). */
const verificationTokenSchema = z.string({ error: REQUIRED_MESSAGE }).max(200).pipe(requiredText());

export const publicVerificationQuery = z.object({ token: verificationTokenSchema });

/** What the page shows: the brand, whom it greets, what it asks for and what the customer is signing up to. */
export const publicVerificationSchema = z.object({
  brand: z.object({ name: z.string(), logoURL: z.string().nullable() }),
  customerFirstName: z.string(),
  customerType: customerTypeSchema,
  documentsAsked: z.array(verificationDocumentKindSchema),
  /** The names of the products contracted, each once. */
  products: z.array(z.string()),
  monthlyCents: z.number().int(),
  signatureRequired: z.boolean(),
  expiresAt: z.string(),
});
export type PublicVerification = z.infer<typeof publicVerificationSchema>;

/**
 * The customer's answer: the documents asked for (the signature apart, as a PNG drawn on the page), and the
 * acceptance of the conditions. Missing kinds, conditions not accepted or a missing required signature are 400.
 */
export const submitPublicVerificationBody = z.object({
  token: verificationTokenSchema,
  documents: z.array(signupDocumentSchema).min(1, { error: REQUIRED_MESSAGE }).max(5),
  acceptConditions: z.literal(true, { error: REQUIRED_MESSAGE }),
  /** Base64 PNG; required when the brand asks for a signature. */
  signature: documentImageSchema.nullable().default(null),
});

export const PUBLIC_VERIFICATION_OUTCOMES = ['RECEIVED', 'REJECTED'] as const;

/** RECEIVED: the documents passed the identity check and wait for the agent; REJECTED: it failed (`reason`). */
export const publicVerificationResultSchema = z.object({
  outcome: z.enum(PUBLIC_VERIFICATION_OUTCOMES),
  reason: z.string().nullable(),
});

const LINK_ERRORS = [
  'VERIFICATION_LINK_INVALID',
  'VERIFICATION_LINK_EXPIRED',
  'VERIFICATION_LINK_USED',
] as const;

export const publicVerificationEndpoints = {
  getPublicVerification: defineEndpoint({
    id: 'getPublicVerification',
    method: 'GET',
    path: '/public/verification',
    summary: 'What the public verification page shows for the token of a verification link',
    access: 'public',
    query: publicVerificationQuery,
    queryExample: { token: 'verification-link-token' },
    response: publicVerificationSchema,
    errors: LINK_ERRORS,
  }),
  submitPublicVerification: defineEndpoint({
    id: 'submitPublicVerification',
    method: 'POST',
    path: '/public/verification',
    summary:
      "The customer's documents, signature and acceptance of the conditions from a verification link (single use); the identity check runs on them",
    access: 'public',
    body: submitPublicVerificationBody,
    bodyExample: {
      token: 'verification-link-token',
      documents: [
        { kind: 'FRONT', mimeType: 'image/png', content: EXAMPLE_DOCUMENT_PNG },
        { kind: 'BACK', mimeType: 'image/png', content: EXAMPLE_DOCUMENT_PNG },
        { kind: 'SELFIE', mimeType: 'image/png', content: EXAMPLE_DOCUMENT_PNG },
      ],
      acceptConditions: true,
      signature: EXAMPLE_DOCUMENT_PNG,
    },
    response: publicVerificationResultSchema,
    errors: [...LINK_ERRORS, 'DOCUMENT_NOT_READABLE', 'PAYLOAD_TOO_LARGE'],
  }),
};
