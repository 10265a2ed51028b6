import { graphql } from '../../../generated/gql';

/** Marks the brand e-mail of the link verified; the token is single-use and expires. */
export const VerifyEmailMutation = graphql(`
  mutation EmailVerificationVerify($token: String!) {
    verifyEmail(token: $token) {
      kind
      email
      status
    }
  }
`);
