import { graphql } from '../../../generated/gql';

/** What the payment page shows for the link's token: nothing about the customer. */
export const PublicInvoiceQuery = graphql(`
  query InvoicePaymentInvoice($token: String!) {
    publicInvoice(token: $token) {
      brandName
      brandLogoURL
      number
      totalCents
      dueDate
      status
      payable
    }
  }
`);

/** Pays the link's invoice by card; the card goes through to the payment gateway and is never kept. */
export const PayPublicInvoiceMutation = graphql(`
  mutation InvoicePaymentPay(
    $token: String!
    $cardNumber: String!
    $expiry: String!
    $cvc: String!
    $holder: String!
  ) {
    payPublicInvoice(token: $token, cardNumber: $cardNumber, expiry: $expiry, cvc: $cvc, holder: $holder) {
      status
      number
      totalCents
      paidAt
    }
  }
`);
