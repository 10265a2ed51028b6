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
