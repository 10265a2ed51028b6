import { fixedPrefixesOf, PROVINCES } from '../../schema/domain/provinces';
import { addressEndpoints } from '../../schema/rest/addresses';
import { implement } from '../http/endpoint-router';
import { searchMunicipalities } from './search-municipalities';

const PROVINCE_LIST = PROVINCES.map((province) => ({
  code: province.code,
  name: province.name,
  fixedPrefixes: fixedPrefixesOf(province),
}));

/** Provinces and municipality search for the signup wizard: reference data, the same for every channel. */
export function createAddressEndpoints() {
  return [
    implement(addressEndpoints.listProvinces, () => ({ items: PROVINCE_LIST })),
    implement(addressEndpoints.searchCities, ({ query }) => ({
      items: searchMunicipalities(query.province, query.q),
    })),
  ];
}
