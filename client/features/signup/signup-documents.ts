import { graphql } from '../../generated/gql';

/** The draft as the wizard shows it: the order, its products, history and the saved wizard state. */
export const SignupOrderFields = graphql(`
  fragment SignupOrderFields on OrderDetail {
    id
    orderNumber
    status
    draft
    customerId
    customerFiscalId
    customerName
    customerFirstSurname
    customerSecondSurname
    family
    verificationType
    mobileNumber
    email
    totalPriceCents
    modified
    products {
      id
      position
      productId
      name
      family
      priceCents
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
    }
    signup {
      resumeStep
      familyTab
      customerType
      address {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
      }
      products {
        productId
        lines
        optionalProductIds
      }
      lines {
        position
        productId
        productName
        family
        mobileNumber {
          mode
          lineNumber
          donorOperator
          portabilityType
          currentHolderFiscalId
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
          additionalInfo
          postalCode
          province
          city
          latitude
          longitude
        }
        supplyPoint {
          cups
        }
        tvUserEmail
      }
      shippingAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
        latitude
        longitude
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
        link {
          channel
          sentTo
          expiresAt
        }
        signed
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
        oneOffWithoutTaxCents
        oneOffTaxCents
        oneOffCents
      }
    }
  }
`);

export const SignupOrderQuery = graphql(`
  query SignupOrder($id: ID!) {
    signupOrder(id: $id) {
      ...SignupOrderFields
    }
  }
`);

/** The customer a typed document names in the caller's scope, to prefill the intro (404 when new). */
export const SignupCustomerLookupQuery = graphql(`
  query SignupCustomerLookup($fiscalId: String!) {
    customer(fiscalId: $fiscalId) {
      id
      fiscalId
      documentType
      customerType
      name
      firstSurname
      lastSurname
      birthDate
      email
      contactPhone
      address {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
      }
      company {
        companyName
        constitutionDate
      }
    }
  }
`);

export const SignupFiscalIdCheckQuery = graphql(`
  query SignupFiscalIdCheck($documentType: DocumentType!, $fiscalId: String!) {
    verifyFiscalId(documentType: $documentType, fiscalId: $fiscalId) {
      valid
      normalized
      message
    }
  }
`);

/** The brand's active catalogue; the products step filters it by the family tab. */
export const SignupCatalogueQuery = graphql(`
  query SignupCatalogue {
    brandProducts(status: ACTIVE) {
      id
      name
      description
      family
      subfamily
      price
      priceWithoutTax
      promotions {
        name
        discount
        months
      }
      priceWithPromotions
      display
      tax
      maxAdditionalLines
      cumulativeGb
    }
  }
`);

export const SignupVerificationDocumentQuery = graphql(`
  query SignupVerificationDocument($orderId: ID!, $kind: VerificationDocumentKind!) {
    verificationDocument(orderId: $orderId, kind: $kind) {
      kind
      mimeType
      content
    }
  }
`);

export const StartSignupMutation = graphql(`
  mutation StartSignup($idempotencyKey: ID!, $input: SignupIntroInput!) {
    startSignup(idempotencyKey: $idempotencyKey, input: $input) {
      ...SignupOrderFields
    }
  }
`);

export const SaveSignupCustomerMutation = graphql(`
  mutation SaveSignupCustomer($id: ID!, $idempotencyKey: ID!, $input: SignupCustomerStepInput!) {
    saveSignupCustomer(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
      ...SignupOrderFields
    }
  }
`);

export const SaveSignupProductsMutation = graphql(`
  mutation SaveSignupProducts($id: ID!, $idempotencyKey: ID!, $input: SignupProductsInput!) {
    saveSignupProducts(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
      ...SignupOrderFields
    }
  }
`);

export const SaveSignupLinesMutation = graphql(`
  mutation SaveSignupLines($id: ID!, $idempotencyKey: ID!, $input: SignupLinesInput!) {
    saveSignupLines(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
      ...SignupOrderFields
    }
  }
`);

export const SaveSignupVerificationMutation = graphql(`
  mutation SaveSignupVerification($id: ID!, $idempotencyKey: ID!, $input: SignupVerificationInput!) {
    saveSignupVerification(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
      ...SignupOrderFields
    }
  }
`);

/** A one-time link for the customer (SMS or QR methods); the wizard then waits for the customer's documents. */
export const SendSignupVerificationLinkMutation = graphql(`
  mutation SendSignupVerificationLink($id: ID!) {
    sendSignupVerificationLink(id: $id) {
      url
      expiresAt
      sentTo
    }
  }
`);

export const ReviewSignupVerificationMutation = graphql(`
  mutation ReviewSignupVerification($id: ID!, $idempotencyKey: ID!, $input: SignupReviewInput!) {
    reviewSignupVerification(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
      ...SignupOrderFields
    }
  }
`);

export const SaveSignupPaymentMutation = graphql(`
  mutation SaveSignupPayment($id: ID!, $idempotencyKey: ID!, $input: SignupPaymentInput!) {
    saveSignupPayment(id: $id, idempotencyKey: $idempotencyKey, input: $input) {
      ...SignupOrderFields
    }
  }
`);

export const LaunchSignupOrderMutation = graphql(`
  mutation LaunchSignupOrder($id: ID!) {
    launchOrder(id: $id) {
      id
      orderNumber
      status
      draft
      history {
        action
        statusFrom
        statusTo
        reason
        actor
        at
      }
    }
  }
`);

export const SignupContractPreviewMutation = graphql(`
  mutation SignupContractPreview($orderId: ID!) {
    generateContractAnnex(orderId: $orderId) {
      documentHtml
    }
  }
`);
