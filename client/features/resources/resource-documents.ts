import { graphql } from '../../generated/gql';

/** The brand's numbers and SIMs in the caller's channel subtree, by value. */
export const ResourcesQuery = graphql(`
  query CatalogueResources(
    $first: Int
    $after: String
    $kind: ResourceKind
    $status: ResourceStatus
    $search: String
  ) {
    resources(first: $first, after: $after, kind: $kind, status: $status, search: $search) {
      edges {
        cursor
        node {
          id
          brandId
          channelId
          kind
          value
          status
          subscriptionId
          reservedUntil
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

export const AddResourcesMutation = graphql(`
  mutation CatalogueAddResources($kind: ResourceKind!, $values: [String!]!, $channel: ID) {
    addResources(kind: $kind, values: $values, channel: $channel) {
      added
    }
  }
`);

export const ChangeResourceStatusMutation = graphql(`
  mutation CatalogueChangeResourceStatus($id: ID!, $status: ResourceStatus!) {
    changeResourceStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const AssignResourcesChannelMutation = graphql(`
  mutation CatalogueAssignResourcesChannel($ids: [ID!]!, $channel: ID!) {
    assignResourcesChannel(ids: $ids, channel: $channel) {
      moved
    }
  }
`);
