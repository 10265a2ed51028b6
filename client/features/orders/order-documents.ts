import { graphql } from '../../generated/gql';

/** One page of draft orders (not launched, not deleted), newest first. */
export const DraftOrdersQuery = graphql(`
  query DraftOrders(
    $first: Int
    $after: String
    $status: OrderStatus
    $family: ProductFamily
    $search: String
    $created: DashboardPeriod
  ) {
    draftOrders(
      first: $first
      after: $after
      status: $status
      family: $family
      search: $search
      created: $created
    ) {
      edges {
        cursor
        node {
          id
          orderNumber
          customerFiscalId
          customerName
          customerFirstSurname
          customerSecondSurname
          family
          verificationType
          status
          draft
          documentNumber
          mobileNumber
          email
          totalPriceCents
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

/** One page of launched orders (in progress and later), by creation. */
export const LaunchedOrdersQuery = graphql(`
  query LaunchedOrders(
    $first: Int
    $after: String
    $status: OrderStatus
    $family: ProductFamily
    $search: String
    $created: DashboardPeriod
    $launched: DashboardPeriod
    $order: SortOrder
  ) {
    orders(
      first: $first
      after: $after
      status: $status
      family: $family
      draft: false
      search: $search
      created: $created
      launched: $launched
      order: $order
    ) {
      edges {
        cursor
        node {
          id
          orderNumber
          customerFiscalId
          customerName
          customerFirstSurname
          customerSecondSurname
          family
          verificationType
          status
          draft
          documentNumber
          mobileNumber
          email
          totalPriceCents
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

export const ContinueOrderMutation = graphql(`
  mutation ContinueOrder($id: ID!) {
    continueOrder(id: $id) {
      id
      status
    }
  }
`);

export const LaunchOrderMutation = graphql(`
  mutation LaunchOrder($id: ID!) {
    launchOrder(id: $id) {
      id
      status
    }
  }
`);

export const RelaunchOrderMutation = graphql(`
  mutation RelaunchOrder($id: ID!) {
    relaunchOrder(id: $id) {
      id
      status
    }
  }
`);

export const DeleteDraftOrderMutation = graphql(`
  mutation DeleteDraftOrder($orderId: ID!) {
    deleteDraftOrder(orderId: $orderId) {
      id
      deleted
    }
  }
`);

export const CancelOrderSignatureMutation = graphql(`
  mutation CancelOrderSignature($id: ID!) {
    cancelOrderSignature(id: $id, confirm: true) {
      id
      status
    }
  }
`);
