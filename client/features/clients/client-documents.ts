import { graphql } from '../../generated/gql';

/** The clients queue: customers of the caller's channel subtree, a page at a time. */
export const ClientsQuery = graphql(`
  query CatalogueClients(
    $first: Int
    $after: String
    $search: String
    $type: CustomerType
    $sort: CustomerSort
    $order: SortOrder
  ) {
    customers(first: $first, after: $after, search: $search, type: $type, sort: $sort, order: $order) {
      edges {
        cursor
        node {
          id
          fiscalId
          brandId
          channelId
          documentType
          customerType
          name
          firstSurname
          lastSurname
          email
          contactPhone
          province
          city
          created
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
