import { graphql } from '../../../generated/gql';

/** The brand a public coverage link's key names: its name and logo, nothing else. */
export const PublicCoverageBrandQuery = graphql(`
  query PublicCoverageBrand($key: String!) {
    publicCoverageBrand(key: $key) {
      name
      logoURL
    }
  }
`);

/** The municipalities of a province whose name starts with what the customer typed (at most 20). */
export const PublicCoverageCitiesQuery = graphql(`
  query PublicCoverageCities($key: String!, $province: String!, $q: String) {
    cities: publicCoverageCities(key: $key, province: $province, q: $q) {
      name
      provinceCode
      postalCode
    }
  }
`);

/** Which technologies reach an address, with their maximum speeds (fastest first). */
export const CheckPublicCoverageMutation = graphql(`
  mutation CheckPublicCoverage($key: String!, $address: CoverageAddressInput!) {
    checkPublicCoverage(key: $key, address: $address) {
      covered
      technologies {
        technology
        maxDownloadMbps
        maxUploadMbps
      }
    }
  }
`);

/** "I want it": the brand receives a lead; nothing comes back but the receipt. */
export const RequestPublicCoverageLeadMutation = graphql(`
  mutation RequestPublicCoverageLead($input: PublicCoverageLeadInput!) {
    requestPublicCoverageLead(input: $input) {
      received
    }
  }
`);
