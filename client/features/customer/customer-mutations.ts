import { graphql } from '../../generated/gql';

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      ...CustomerDetailFields
    }
  }
`);

export const UpdateCustomerPaymentMethodMutation = graphql(`
  mutation UpdateCustomerPaymentMethod(
    $fiscalId: String!
    $iban: String
    $skipInvoices: Boolean
    $paymentMethods: [PaymentMethod!]
  ) {
    updateCustomerPaymentMethod(
      fiscalId: $fiscalId
      iban: $iban
      skipInvoices: $skipInvoices
      paymentMethods: $paymentMethods
    ) {
      ...CustomerDetailFields
    }
  }
`);

export const MarkSepaMandateSignedMutation = graphql(`
  mutation MarkSepaMandateSigned($fiscalId: String!) {
    markSepaMandateSigned(fiscalId: $fiscalId) {
      ...CustomerDetailFields
    }
  }
`);

export const AddCustomDocumentMutation = graphql(`
  mutation AddCustomerDocument(
    $fiscalId: String!
    $documentType: String!
    $documentName: String!
    $documentContent: String!
  ) {
    addCustomDocument(
      fiscalId: $fiscalId
      documentType: $documentType
      documentName: $documentName
      documentContent: $documentContent
    ) {
      title
      documents {
        documentType
        name
        title
        created
      }
    }
  }
`);

export const DeleteCustomDocumentMutation = graphql(`
  mutation DeleteCustomerDocument($fiscalId: String!, $title: String!) {
    deleteCustomDocument(fiscalId: $fiscalId, title: $title) {
      deleted
      documents {
        documentType
        name
        title
        created
      }
    }
  }
`);
