import { graphql } from '../../generated/gql';

/** The order as its detail page shows it; every action answers these fields, so the page updates in place. */
export const OrderDetailFields = graphql(`
  fragment OrderDetailFields on OrderDetail {
    id
    orderNumber
    brandId
    channelId
    customerId
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
    products {
      id
      position
      productId
      name
      family
      priceCents
      options {
        lineNumber
        icc
        fixedNumber
        esim
        portability {
          donorOperator
          type
        }
      }
    }
    history {
      action
      statusFrom
      statusTo
      reason
      actor
      at
    }
    contract {
      id
      status
      envelopeId
      uploaded
      hasSignedDocument
      sentAt
      created
      modified
      history {
        action
        statusFrom
        statusTo
        actor
        at
      }
    }
  }
`);

export const OrderDetailQuery = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      ...OrderDetailFields
    }
  }
`);

/**
 * What the signup wizard recorded for the order (verification, payment, lines, totals), also after its launch;
 * an order the wizard did not start answers NOT_FOUND.
 */
export const OrderSignupRecordQuery = graphql(`
  query OrderSignupRecord($id: ID!) {
    signupOrder(id: $id) {
      id
      signup {
        customerType
        lines {
          position
          productName
          family
          mobileNumber {
            mode
            lineNumber
            donorOperator
            portabilityType
          }
          sim {
            kind
            icc
            email
          }
          fixedNumber {
            mode
            fixedNumber
            donorOperator
          }
          installationAddress {
            streetType
            street
            number
            floor
            postalCode
            city
          }
          supplyPoint {
            cups
          }
          tvUserEmail
        }
        verification {
          status
          documents {
            kind
            mimeType
          }
          reason
          check {
            outcome
            reason
          }
        }
        payment {
          paymentMethod
          iban
          mandateReference
        }
        totals {
          taxTerritory
          taxRate
          monthlyWithoutTaxCents
          monthlyTaxCents
          monthlyCents
          monthlyWithPromotionsCents
        }
      }
    }
  }
`);

export const OrderVerificationDocumentQuery = graphql(`
  query OrderVerificationDocument($orderId: ID!, $kind: VerificationDocumentKind!) {
    verificationDocument(orderId: $orderId, kind: $kind) {
      kind
      mimeType
      content
    }
  }
`);

export const OrderFulfilmentQuery = graphql(`
  query OrderFulfilment($orderId: ID!) {
    orderFulfilment(orderId: $orderId) {
      shipments {
        id
        status
        trackingNumber
        carrier
        carrierUrl
        created
      }
      installations {
        id
        type
        status
        installationDate
        slot
        fixedNumber
        product {
          name
        }
        created
      }
      portabilities {
        id
        status
        mobileNumber
        donorOperator
        changeWindow
        created
      }
    }
  }
`);

export const OrderContractDocumentQuery = graphql(`
  query OrderContractDocument($orderId: ID!, $kind: ContractDocumentKind!) {
    orderContractDocument(orderId: $orderId, kind: $kind) {
      contractId
      kind
      mimeType
      fileName
      content
    }
  }
`);

export const ContinueOrderDetailMutation = graphql(`
  mutation ContinueOrderDetail($id: ID!) {
    continueOrder(id: $id) {
      ...OrderDetailFields
    }
  }
`);

export const LaunchOrderDetailMutation = graphql(`
  mutation LaunchOrderDetail($id: ID!) {
    launchOrder(id: $id) {
      ...OrderDetailFields
    }
  }
`);

export const RelaunchOrderDetailMutation = graphql(`
  mutation RelaunchOrderDetail($id: ID!) {
    relaunchOrder(id: $id) {
      ...OrderDetailFields
    }
  }
`);

export const DeleteOrderDetailMutation = graphql(`
  mutation DeleteOrderDetail($orderId: ID!) {
    deleteDraftOrder(orderId: $orderId) {
      id
      deleted
    }
  }
`);

export const CancelOrderDetailSignatureMutation = graphql(`
  mutation CancelOrderDetailSignature($id: ID!) {
    cancelOrderSignature(id: $id, confirm: true) {
      ...OrderDetailFields
    }
  }
`);

export const UploadOrderDetailContractMutation = graphql(`
  mutation UploadOrderDetailContract($id: ID!, $document: String!, $fileName: String) {
    uploadOrderContract(id: $id, document: $document, fileName: $fileName) {
      ...OrderDetailFields
    }
  }
`);

export const GenerateOrderDetailAnnexMutation = graphql(`
  mutation GenerateOrderDetailAnnex($orderId: ID!) {
    generateContractAnnex(orderId: $orderId) {
      documentHtml
      contract {
        id
        status
        envelopeId
        uploaded
        hasSignedDocument
        sentAt
        created
        modified
        history {
          action
          statusFrom
          statusTo
          actor
          at
        }
      }
    }
  }
`);
