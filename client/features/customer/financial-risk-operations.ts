import { graphql } from '../../generated/gql';

export const FinancialRiskScoreFields = graphql(`
  fragment FinancialRiskScoreFields on FinancialRiskScore {
    id
    bureauScoreId
    scoredAt
    rank
    defaultProbabilityBasisPoints
    opinion
    fraudster
    defaulter
    companyInfo {
      name
      salesYear
      capitalCents
      activity
      city
      headquartersAddress
      type
      latestBalanceCents
      salesCents
      employees
      constitutionDate
      website
      phone
      fax
      representative
      email
      status
    }
  }
`);

export const CustomerScoreQuery = graphql(`
  query CustomerScore($fiscalId: String!) {
    customerScore(fiscalId: $fiscalId) {
      score {
        ...FinancialRiskScoreFields
      }
      creditOpinion
      queryCost {
        netCents
        taxCents
        totalCents
        taxTerritory
        taxRate
      }
    }
  }
`);

export const ScoreCustomerMutation = graphql(`
  mutation ScoreCustomer($fiscalId: String!) {
    scoreCustomer(fiscalId: $fiscalId) {
      result
      charged
      chargeCents
      score {
        ...FinancialRiskScoreFields
      }
    }
  }
`);
