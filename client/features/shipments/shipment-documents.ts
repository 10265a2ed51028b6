import { graphql } from '../../generated/gql';

/** One page of the shipments queue (status, tracking, order link). */
export const ShipmentsQuery = graphql(`
  query FieldworkShipments(
    $first: Int
    $after: String
    $status: ShipmentStatus
    $group: ShipmentListStatus
    $search: String
  ) {
    shipments(first: $first, after: $after, status: $status, group: $group, search: $search) {
      edges {
        node {
          id
          status
          listStatus
          documentsPending
          trackingNumber
          carrier
          carrierUrl
          orderReference
          customerFiscalId
          customerName
          address {
            postalCode
            city
          }
          items {
            kind
          }
          created
          changed
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CancelShipmentMutation = graphql(`
  mutation FieldworkCancelShipment($id: ID!, $reason: CancellationReason!) {
    cancelShipment(id: $id, reason: $reason) {
      id
      status
      listStatus
      changed
    }
  }
`);
