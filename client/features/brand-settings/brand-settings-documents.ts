import { graphql } from '../../generated/gql';

/** Every group of the brand settings screen; the forms start from it. */
export const BrandSettingsFields = graphql(`
  fragment BrandSettingsFields on BrandSettings {
    brandId
    brandName
    superAdmin {
      email
    }
    identity {
      brandName
      documentType
      fiscalId
      legalName
      segment
      billingAddress {
        streetType
        street
        number
        floor
        additionalInfo
        postalCode
        province
        city
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
      }
    }
    emails {
      notification {
        email
        status
        expiresAt
      }
      billing {
        email
        status
        expiresAt
      }
    }
    invoicing {
      generateCustomerInvoices
      paymentMethod
      sendByEmail
      defaultPaymentTermsDays
      collectBankDetails
      sepaCreditorId
      collectionIban
      collectionBic
      sepaMandatePrefix
    }
    series {
      invoice {
        prefix
        nextNumber
      }
      creditNote {
        prefix
        nextNumber
      }
    }
    contract {
      mainContactEmail
      technicalSupportEmail
      spn
      channelSpn
      customerSupportPhone
      customerSupportEmail
      customerSupportHours
      webPage
      generalConditionsUrl
      privacyPolicyUrl
      particularConditionsUrl
      specialTariffsUrl
      internationalTariffsUrl
      roamingTariffsUrl
      dataProtectionEmail
      dataProtectionAddress
      dataProtectionContact
    }
    other {
      sendTvWelcomeEmail
      manualSignup
      signOnVerificationPage
    }
    svas {
      incomingCalls
      outgoingCalls
      internationalCalls
      premiumServices
      incomingSms
      outgoingSms
      data
      callWaiting
      voicemail
    }
    creditLimit {
      enabled
      blockAtLimit
      amountCents
    }
    financialRisk {
      queryCostCents
    }
    pbx {
      name
      panelUrl
      username
      initialPassword
      created
      modified
    }
    logos {
      kind
      url
      width
      height
      bytes
      updatedAt
    }
    updatedAt
  }
`);

export const BrandSettingsQuery = graphql(`
  query BrandSettingsPage {
    brandSettings {
      ...BrandSettingsFields
    }
  }
`);

export const BrandContactsQuery = graphql(`
  query BrandSettingsContacts {
    brandContacts {
      brandId
      contacts {
        id
        name
        surnames
        department
        jobTitle
        alias
        email
        phone
        types
      }
    }
  }
`);

export const SaveBrandSettingsMutation = graphql(`
  mutation SaveBrandSettingsGroups($settings: BrandSettingsInput!) {
    saveBrandSettings(settings: $settings) {
      ...BrandSettingsFields
    }
  }
`);

export const SaveBrandContactsMutation = graphql(`
  mutation SaveBrandSettingsContacts($contacts: [ContactInput!]!) {
    saveBrandContacts(contacts: $contacts) {
      brandId
      contacts {
        id
        name
        surnames
        department
        jobTitle
        alias
        email
        phone
        types
      }
    }
  }
`);

export const UploadBrandLogoMutation = graphql(`
  mutation UploadBrandSettingsLogo($kind: BrandLogoKind!, $contentBase64: String!) {
    uploadBrandLogo(kind: $kind, contentBase64: $contentBase64) {
      ...BrandSettingsFields
    }
  }
`);

export const RemoveBrandLogoMutation = graphql(`
  mutation RemoveBrandSettingsLogo($kind: BrandLogoKind!) {
    removeBrandLogo(kind: $kind) {
      ...BrandSettingsFields
    }
  }
`);

export const SendEmailVerificationMutation = graphql(`
  mutation SendBrandEmailVerification($kind: VerifiableEmail!) {
    sendEmailVerification(kind: $kind) {
      kind
      action
      email
      status
      expiresAt
    }
  }
`);
