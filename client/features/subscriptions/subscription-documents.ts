import { graphql } from '../../generated/gql';

/** One page of the /subs queue: the subscription columns the list shows, by cursor. */
export const SubscriptionsQueueQuery = graphql(`
  query SubscriptionsQueue(
    $first: Int
    $after: String
    $status: SubscriptionStatus
    $family: ProductFamily
    $fiscalId: String
    $lineNumber: String
    $includeTerminated: Boolean
    $started: DashboardPeriod
    $ended: DashboardPeriod
    $sort: SubscriptionSort
    $order: SortOrder
  ) {
    subscriptions(
      first: $first
      after: $after
      status: $status
      family: $family
      fiscalId: $fiscalId
      lineNumber: $lineNumber
      includeTerminated: $includeTerminated
      started: $started
      ended: $ended
      sort: $sort
      order: $order
    ) {
      edges {
        node {
          subscriptionId
          lineNumber
          fiscalId
          customerName
          customerFirstSurname
          customerLastSurname
          productName
          alias
          status
          family
          startDate
          endDate
          finalPrice
          fixedNumber
          icc
          carrier
          technology
          installationAddress
          created
          modified
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
