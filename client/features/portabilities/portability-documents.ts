import { graphql } from '../../generated/gql';

/** One page of portabilities (incoming or outgoing), newest first. */
export const PortabilitiesQuery = graphql(`
  query Portabilities(
    $first: Int
    $after: String
    $direction: PortabilityDirection
    $status: PortabilityStatus
    $search: String
    $created: DashboardPeriod
    $operator: String
  ) {
    portabilities(
      first: $first
      after: $after
      direction: $direction
      status: $status
      search: $search
      created: $created
      operator: $operator
    ) {
      edges {
        cursor
        node {
          id
          direction
          status
          type
          changeWindow
          customerFiscalId
          document
          mobileNumber
          icc
          donorOperator
          receiverOperator
          created
          modified
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CancelPortabilityMutation = graphql(`
  mutation CancelPortability($id: ID!, $reason: CancellationReason!) {
    cancelPortability(id: $id, reason: $reason) {
      id
      status
      modified
    }
  }
`);

export const RelaunchPortabilityMutation = graphql(`
  mutation RelaunchPortability($id: ID!) {
    relaunchPortability(id: $id) {
      id
      status
      modified
    }
  }
`);
