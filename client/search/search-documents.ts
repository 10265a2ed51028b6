import { graphql } from '../generated/gql';

/** The gateway's global search: used when the local indexes are not available (no cache, still loading). */
export const GlobalSearchQuery = graphql(`
  query GlobalSearch($q: String!, $types: [SearchType!], $limit: Int) {
    search(q: $q, types: $types, limit: $limit) {
      __typename
      type
      id
      ... on LineSearchHit {
        lineNumber
        fiscalId
        customerName
        status
        carrier
      }
      ... on CustomerSearchHit {
        fiscalId
        name
        firstSurname
        lastSurname
        email
      }
      ... on BrandSearchHit {
        name
      }
    }
  }
`);
