import { graphql } from '../../generated/gql';

/** The customer's lines, terminated ones included (the tabs group them by family). */
export const CustomerLinesQuery = graphql(`
  query CustomerLines($fiscalId: String!) {
    subscriptions(fiscalId: $fiscalId, includeTerminated: true, first: 500, sort: created, order: desc) {
      edges {
        node {
          subscriptionId
          lineNumber
          fixedNumber
          productName
          alias
          status
          family
          startDate
          endDate
          finalPrice
          headerSubscriptionId
          convergentSubscriptionId
        }
      }
    }
  }
`);

/** Orders whose document matches; the page keeps the ones of exactly this customer. */
export const CustomerOrdersQuery = graphql(`
  query CustomerOrders($search: String!) {
    orders(search: $search, first: 100) {
      edges {
        node {
          id
          orderNumber
          customerFiscalId
          family
          status
          draft
          totalPriceCents
          created
        }
      }
    }
  }
`);

export const CustomerInvoicesQuery = graphql(`
  query CustomerInvoices($search: String!) {
    invoices(search: $search, first: 100) {
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
          created
        }
      }
    }
  }
`);
