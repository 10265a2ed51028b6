import { graphql } from '../../generated/gql';

export const EnergyCostBreakdownFields = graphql(`
  fragment EnergyCostBreakdownFields on EnergyCostBreakdown {
    energyCents
    fixedCents
    specialTaxCents
    indirectTaxCents
    totalCents
  }
`);

/** A study as the result page shows it: the supply, what it costs today and every offer, best first. */
export const EnergyStudyFields = graphql(`
  fragment EnergyStudyFields on EnergyStudy {
    id
    cups
    postalCode
    customerFiscalId
    tariff
    billingDays
    created
    createdBy
    gas {
      billingDays
    }
    comparison {
      taxTerritory
      taxRate
      electricityTaxRate
      current {
        electricity {
          billingPeriod {
            ...EnergyCostBreakdownFields
          }
          annual {
            ...EnergyCostBreakdownFields
          }
          monthlyCents
        }
        gas {
          billingPeriod {
            ...EnergyCostBreakdownFields
          }
          annual {
            ...EnergyCostBreakdownFields
          }
          monthlyCents
        }
      }
      offers {
        productId
        name
        description
        family
        monthlyCents
        annualCents
        monthlySavingCents
        annualSavingCents
      }
    }
  }
`);

export const EnergyStudyQuery = graphql(`
  query EnergyStudy($id: ID!) {
    energyStudy(id: $id) {
      ...EnergyStudyFields
    }
  }
`);

export const EnergyStudiesQuery = graphql(`
  query EnergyStudies($search: String) {
    energyStudies(search: $search) {
      id
      cups
      postalCode
      customerFiscalId
      tariff
      createdBy
      created
    }
  }
`);

export const CreateEnergyStudyMutation = graphql(`
  mutation CreateEnergyStudy($study: EnergyStudyInput!) {
    createEnergyStudy(study: $study) {
      ...EnergyStudyFields
    }
  }
`);
