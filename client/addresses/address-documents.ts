import { graphql } from '../generated/gql';

/** The provinces the address fieldset offers (INE code and name). */
export const AddressProvincesQuery = graphql(`
  query AddressProvinces {
    provinces {
      code
      name
    }
  }
`);

/** The municipalities of a province whose name starts with what the agent typed (at most 20). */
export const AddressCitiesQuery = graphql(`
  query AddressCities($province: String!, $q: String) {
    cities(province: $province, q: $q) {
      name
      provinceCode
      postalCode
    }
  }
`);
