import type { VerifiableEmail } from '../../../generated/graphql';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { serverErrorOf } from '../../../ui/form/server-error-mapping';
import { VerifyEmailMutation } from './verify-email-document';

/** Why a link did not verify, as the error page's `reason` says it. */
export const VERIFICATION_FAILURE_REASONS = ['used', 'expired', 'invalid', 'unavailable'] as const;
export type VerificationFailureReason = (typeof VERIFICATION_FAILURE_REASONS)[number];

export type VerificationOutcome =
  | { verified: true; email: string; kind: VerifiableEmail }
  | { verified: false; reason: VerificationFailureReason };

const REASON_OF_CODE: Readonly<Record<string, VerificationFailureReason>> = {
  VERIFICATION_TOKEN_USED: 'used',
  VERIFICATION_TOKEN_EXPIRED: 'expired',
  VERIFICATION_TOKEN_INVALID: 'invalid',
  // An empty or oversized token is refused as a malformed request: it is not a link the api sent.
  INVALID_REQUEST: 'invalid',
};

/** The reason of a refusal code; anything else (rate limit, no answer) means the link could not be checked now. */
export function reasonOfCode(code: string): VerificationFailureReason {
  return REASON_OF_CODE[code] ?? 'unavailable';
}

export function isVerificationFailureReason(value: unknown): value is VerificationFailureReason {
  return (VERIFICATION_FAILURE_REASONS as readonly unknown[]).includes(value);
}

// One call per token for the life of the page: React runs a mounting effect twice in development (StrictMode), and
// a second call would find the link used and report a failure over the success.
const outcomes = new Map<string, Promise<VerificationOutcome>>();

/** Sends the link's token to the api once, however many times it is asked, and says how it went. */
export function verifyEmailOnce(token: string): Promise<VerificationOutcome> {
  let outcome = outcomes.get(token);
  if (!outcome) {
    outcome = runPublicOperation(VerifyEmailMutation, { token }, 'mutation').then(
      ({ verifyEmail }): VerificationOutcome => ({
        verified: true,
        email: verifyEmail.email,
        kind: verifyEmail.kind,
      }),
      (error: unknown): VerificationOutcome => ({
        verified: false,
        reason: reasonOfCode(serverErrorOf(error).code),
      }),
    );
    outcomes.set(token, outcome);
  }
  return outcome;
}
