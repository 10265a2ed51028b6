import { graphql } from '../../../generated/gql';

/** The invoice as the preview prints it: lines, taxes, totals, issuer, customer, history. */
export const InvoiceAppDetailQuery = graphql(`
  query InvoiceAppDetail($id: ID!) {
    invoice(id: $id) {
      ...InvoiceAppDetailFields
    }
  }
`);

export const InvoiceAppDetailFields = graphql(`
  fragment InvoiceAppDetailFields on InvoiceDetail {
    id
    brandId
    number
    type
    family
    status
    customerId
    document
    taxTerritory
    taxRate
    baseCents
    taxCents
    totalCents
    cycle
    dueDate
    originalInvoiceId
    originalInvoiceNumber
    creditNoteId
    created
    modified
    lines {
      concept
      subscriptionId
      amountCents
      taxCents
    }
    history {
      action
      statusFrom
      statusTo
      detail
      actor
      at
    }
    issuer {
      name
      fiscalId
      addressLines
      logoUrl
    }
    billTo {
      name
      fiscalId
      addressLines
    }
  }
`);

/** What a new document for a customer would carry (tax, due date, invoices a credit note may rectify). */
export const InvoiceDraftQuery = graphql(`
  query InvoiceAppDraft($fiscalId: String!) {
    invoiceDraft(fiscalId: $fiscalId) {
      customerId
      brandId
      billTo {
        name
        fiscalId
        addressLines
      }
      taxTerritory
      taxRate
      paymentTermsDays
      issueDate
      dueDate
      creditableInvoices {
        id
        number
        status
        family
        cycle
        totalCents
        taxRate
      }
    }
  }
`);

export const CreateInvoiceMutation = graphql(`
  mutation InvoiceAppCreate($input: CreateInvoiceInput!) {
    createInvoice(input: $input) {
      ...InvoiceAppDetailFields
    }
  }
`);

export const UpdateInvoiceMutation = graphql(`
  mutation InvoiceAppUpdate($id: ID!, $input: UpdateInvoiceInput!) {
    updateInvoice(id: $id, input: $input) {
      ...InvoiceAppDetailFields
    }
  }
`);

/** The server's PDF of the document, as a data URL. */
export const InvoicePdfQuery = graphql(`
  query InvoiceAppPdf($id: ID!) {
    invoicePdf(id: $id) {
      fileName
      content
    }
  }
`);
