import { graphql } from '../../generated/gql';

/** The line the page modifies, by its number (the line view's key): who holds it and what it is. */
export const ModifyProductLineQuery = graphql(`
  query ModifyProductLine($lineNumber: String!) {
    subscription(lineNumber: $lineNumber) {
      subscriptionId
      lineNumber
      fiscalId
      customerName
      customerFirstSurname
      customerLastSurname
      alias
      status
      family
      productName
      modified
    }
  }
`);

/** The line's product items (what `index` counts) and its history, newest first. */
export const ModifyProductDetailQuery = graphql(`
  query ModifyProductDetail($subscriptionId: ID!, $fiscalId: String!) {
    subscriptionProductItems(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
      index
      productId
      productName
      price
      startDate
      endDate
    }
    subscriptionHistory(subscriptionId: $subscriptionId, fiscalId: $fiscalId) {
      id
      action
      statusFrom
      statusTo
      reason
      actor
      at
      index
      changes {
        field
        from
        to
      }
    }
  }
`);

/** The console's global search, for lines by number and customers by name or document. */
export const ModifyProductSearchQuery = graphql(`
  query ModifyProductSearch($q: String!) {
    search(q: $q, types: [lines, customers], limit: 10) {
      __typename
      type
      id
      ... on LineSearchHit {
        lineNumber
        fiscalId
        customerName
        productName
        status
      }
      ... on CustomerSearchHit {
        fiscalId
        name
        firstSurname
        lastSurname
      }
    }
  }
`);

/** A holder's lines, terminated ones too (a correction may concern one), to pick the one to modify. */
export const ModifyProductHolderLinesQuery = graphql(`
  query ModifyProductHolderLines($fiscalId: String!) {
    subscriptions(fiscalId: $fiscalId, includeTerminated: true, first: 100) {
      edges {
        node {
          subscriptionId
          lineNumber
          fiscalId
          customerName
          productName
          status
        }
      }
    }
  }
`);

/** PUT /modifySubscription; the page's lists (items, history, terms) read themselves again after it. */
export const ModifyProductMutation = graphql(`
  mutation ModifyProduct(
    $subscriptionId: ID!
    $fiscalId: String!
    $alias: String
    $productName: String
    $finalPrice: Int
    $startDate: String
    $endDate: String
    $index: Int
  ) {
    modifySubscription(
      subscriptionId: $subscriptionId
      fiscalId: $fiscalId
      alias: $alias
      productName: $productName
      finalPrice: $finalPrice
      startDate: $startDate
      endDate: $endDate
      index: $index
    ) {
      subscriptions {
        subscriptionId
        alias
        productName
        finalPrice
        startDate
        endDate
        modified
      }
    }
  }
`);
