import { graphql } from '../../generated/gql';

/** Which technologies reach an address, with their maximum speeds (fastest first). */
export const CheckCoverageMutation = graphql(`
  mutation CheckCoverage($address: CoverageAddressInput!) {
    checkCoverage(address: $address) {
      covered
      technologies {
        technology
        maxDownloadMbps
        maxUploadMbps
      }
    }
  }
`);

/** The key of the admin's brand for its public coverage links (NOT_FOUND for the operator's own brand). */
export const PublicCoverageKeyQuery = graphql(`
  query PublicCoverageKey {
    publicCoverageKey
  }
`);

/** A new key for the admin's brand: the links shared so far stop working. */
export const RotatePublicCoverageKeyMutation = graphql(`
  mutation RotatePublicCoverageKey {
    rotatePublicCoverageKey
  }
`);
