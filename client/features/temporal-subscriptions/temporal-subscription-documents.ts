import { graphql } from '../../generated/gql';

/** A term as the queue shows it; the actions answer the same fields, so the row updates in place. */
export const TemporalSubscriptionFields = graphql(`
  fragment TemporalSubscriptionFields on TemporalSubscription {
    id
    subscriptionId
    index
    kind
    lineNumber
    fiscalId
    holderName
    channelId
    family
    status
    productName
    price
    startDate
    endDate
    ended
    daysLeft
  }
`);

/** One page of the temporal subscriptions queue, soonest end first (the api's only order). */
export const TemporalSubscriptionsQuery = graphql(`
  query TemporalSubscriptions($first: Int, $after: String, $kind: TemporalKind, $state: TemporalState) {
    temporalSubscriptions(first: $first, after: $after, kind: $kind, state: $state) {
      edges {
        node {
          ...TemporalSubscriptionFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

// Each answers the term and its line after the change: the row and every page showing the line update by key, and
// the list reads itself again (client/server-state/list-invalidations.ts), so the row takes its new place.

export const ExtendTemporalSubscriptionMutation = graphql(`
  mutation ExtendTemporalSubscription($subscriptionId: ID!, $fiscalId: String!, $index: Int, $endDate: String!) {
    extendTemporalSubscription(subscriptionId: $subscriptionId, fiscalId: $fiscalId, index: $index, endDate: $endDate) {
      item {
        ...TemporalSubscriptionFields
      }
      subscription {
        subscriptionId
        endDate
        status
        modified
      }
    }
  }
`);

export const EndTemporalSubscriptionMutation = graphql(`
  mutation EndTemporalSubscription(
    $subscriptionId: ID!
    $fiscalId: String!
    $index: Int
    $reason: CancellationReason!
  ) {
    endTemporalSubscription(subscriptionId: $subscriptionId, fiscalId: $fiscalId, index: $index, reason: $reason) {
      item {
        ...TemporalSubscriptionFields
      }
      subscription {
        subscriptionId
        endDate
        status
        modified
      }
    }
  }
`);
