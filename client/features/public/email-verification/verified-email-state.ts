import type { VerifiableEmail } from '../../../generated/graphql';

/** The address the link verified, carried in the success page's history state (never in its address). */
export type VerifiedEmail = { email: string; kind: VerifiableEmail };

const STATE_KEY = 'verifiedEmail';

export function verifiedEmailState(verified: VerifiedEmail): Record<string, unknown> {
  return { [STATE_KEY]: verified };
}

export function readVerifiedEmail(state: unknown): VerifiedEmail | null {
  if (!state || typeof state !== 'object') return null;
  const value: unknown = (state as Record<string, unknown>)[STATE_KEY];
  if (!value || typeof value !== 'object') return null;
  const { email, kind } = value as Record<string, unknown>;
  return typeof email === 'string' && (kind === 'NOTIFICATION' || kind === 'BILLING')
    ? { email, kind }
    : null;
}
