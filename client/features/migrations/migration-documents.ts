import { graphql } from '../../generated/gql';

/**
 * The migrations list: lines waiting in PENDING_MIGRATION (moving to another network or technology). The api has
 * no migration record of its own, so the list reads the subscriptions in that status (docs/decisions.md).
 */
export const MigrationsQuery = graphql(`
  query FieldworkMigrations(
    $first: Int
    $after: String
    $family: ProductFamily
    $fiscalId: String
    $lineNumber: String
    $sort: SubscriptionSort
    $order: SortOrder
  ) {
    subscriptions(
      first: $first
      after: $after
      status: PENDING_MIGRATION
      family: $family
      fiscalId: $fiscalId
      lineNumber: $lineNumber
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
          family
          status
          technology
          donorOperator
          carrier
          startDate
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
