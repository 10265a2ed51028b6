import { graphql } from '../../../generated/gql';

/** What the verification page shows for its link: nothing about the customer beyond the first name. */
export const PublicVerificationQuery = graphql(`
  query PublicVerification($token: String!) {
    publicVerification(token: $token) {
      brand {
        name
        logoURL
      }
      customerFirstName
      customerType
      documentsAsked
      products
      monthlyCents
      signatureRequired
      expiresAt
    }
  }
`);

export const SubmitPublicVerificationMutation = graphql(`
  mutation SubmitPublicVerification($input: PublicVerificationInput!) {
    submitPublicVerification(input: $input) {
      outcome
      reason
    }
  }
`);
