import { graphql } from '../../generated/gql';

/** Everything the customer page shows and edits; every mutation of the page answers the same selection. */
export const CustomerDetailFields = graphql(`
  fragment CustomerDetailFields on Customer {
    id
    fiscalId
    brandId
    channelId
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
    detailedInvoice
    iban
    skipInvoices
    paymentMethods
    sepaMandate {
      reference
      signed
      signedAt
    }
    company {
      companyName
      constitutionDate
      representative {
        documentType
        document
        name
        firstSurname
        secondSurname
        birthDate
      }
      notarialPowers
      deeds
      iaeDate
      iaeCertificate
      cifCard
      taxComplianceCertificate
      socialSecurityCertificate
    }
    customDocuments {
      documentType
      name
      title
      created
    }
    created
    modified
  }
`);

export const CustomerPageQuery = graphql(`
  query CustomerPage($fiscalId: String!) {
    customer(fiscalId: $fiscalId) {
      ...CustomerDetailFields
    }
  }
`);
