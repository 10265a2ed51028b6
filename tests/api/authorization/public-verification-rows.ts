import { publicVerificationEndpoints } from '../../../schema/rest/public-verification';
import type { MatrixRow } from './matrix-row';

/** Public: the link's token is the credential, so a made-up one is unknown to anyone, signed in or not. */
const UNKNOWN_LINK = { ADMIN: 404, MANAGER: 404, AGENT: 404, CLIENT: 404, OPERATOR: 404, NO_TOKEN: 404 };

/** The customer's identity verification page (docs/signup.md "Verification methods"). */
export const publicVerificationRows: Record<string, MatrixRow> = {
  getPublicVerification: {
    request: { path: '/public/verification?token=not-a-real-link' },
    expect: UNKNOWN_LINK,
  },
  submitPublicVerification: {
    request: {
      path: '/public/verification',
      body: { ...publicVerificationEndpoints.submitPublicVerification.bodyExample, token: 'not-a-real-link' },
    },
    expect: UNKNOWN_LINK,
  },
};
