import { graphql } from '../generated/gql';

/**
 * The link to download the caller's lines for the cache, and how many there are (the default subscriptions list
 * leaves TERMINATED out, as the download does): the total of the progress indicator.
 */
export const CachedSubscriptionsLinkQuery = graphql(`
  query CachedSubscriptionsLink {
    cachedSubscriptionsLink {
      url
      modified
      expiresAt
    }
    subscriptions(first: 25) {
      totalEstimate
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
