import type { SignupVerificationState } from '../../schema/rest/signup';
import type { SignupRecord } from '../db/order-tables';

/** A verification nothing has happened to yet: the intro's. */
export const NOT_STARTED_VERIFICATION: SignupVerificationState = {
  status: 'NOT_STARTED',
  documents: [],
  reason: null,
  check: null,
  link: null,
  signed: false,
};

/**
 * The wizard state as stored on an order, read: drafts saved before verification links were added have no
 * `check`, `link` or `signed`, which read as nothing checked, no link and not signed.
 */
export function signupRecordOf(stored: SignupRecord): SignupRecord {
  const verification: Partial<SignupVerificationState> = stored.verification;
  return {
    ...stored,
    verification: {
      ...stored.verification,
      check: verification.check ?? null,
      link: verification.link ?? null,
      signed: verification.signed ?? false,
    },
  };
}
