import { graphql } from '../../generated/gql';

/** One page of the processes queue (type, status, document, mobile number, change date). */
export const ProcessesQuery = graphql(`
  query FieldworkProcesses(
    $first: Int
    $after: String
    $type: ProcessType
    $status: ProcessStatus
    $search: String
    $created: DashboardPeriod
    $order: SortOrder
  ) {
    processes(
      first: $first
      after: $after
      type: $type
      status: $status
      search: $search
      created: $created
      order: $order
    ) {
      edges {
        node {
          id
          type
          status
          subscriptionId
          document
          mobileNumber
          cancelReason
          due
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

export const CancelProcessMutation = graphql(`
  mutation FieldworkCancelProcess($id: ID!, $reason: CancellationReason!) {
    cancelProcess(id: $id, reason: $reason) {
      id
      status
      modified
    }
  }
`);
