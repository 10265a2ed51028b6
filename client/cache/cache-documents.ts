import { graphql } from '../generated/gql';

/**
 * The link to download the caller's lines for the cache. How many there are comes first in the download itself
 * (the progress indicator's total), not from an estimate asked here.
 */
export const CachedSubscriptionsLinkQuery = graphql(`
  query CachedSubscriptionsLink {
    cachedSubscriptionsLink {
      url
      modified
      expiresAt
    }
  }
`);

/** One page of the customers cache (the api's largest page); the loading worker runs it with the text of this. */
export const CustomersCachePageQuery = graphql(`
  query CustomersCachePage($after: String) {
    customers(first: 500, after: $after) {
      edges {
        node {
          id
          fiscalId
          brandId
          channelId
          customerType
          name
          firstSurname
          lastSurname
          email
          contactPhone
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalEstimate
    }
  }
`);
