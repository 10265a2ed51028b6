import { graphql } from '../../generated/gql';

/** One page of invoices and credit notes (number, type, family, status, document, total...). */
export const InvoicesQuery = graphql(`
  query FieldworkInvoices(
    $first: Int
    $after: String
    $status: InvoiceStatus
    $type: InvoiceType
    $family: ProductFamily
    $cycle: String
    $search: String
    $order: SortOrder
  ) {
    invoices(
      first: $first
      after: $after
      status: $status
      type: $type
      family: $family
      cycle: $cycle
      search: $search
      order: $order
    ) {
      edges {
        node {
          id
          number
          type
          family
          status
          document
          totalCents
          cycle
          dueDate
          originalInvoiceId
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

export const ResendInvoiceMutation = graphql(`
  mutation FieldworkResendInvoice($id: ID!) {
    resendInvoice(id: $id) {
      id
      status
      modified
    }
  }
`);

export const RefundInvoiceMutation = graphql(`
  mutation FieldworkRefundInvoice($id: ID!, $reason: String) {
    refundInvoice(id: $id, reason: $reason) {
      invoice {
        id
        status
      }
      creditNote {
        id
        number
      }
    }
  }
`);
