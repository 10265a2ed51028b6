import type { PROVINCE_CODES } from '../../schema/domain/provinces';
import { addressEndpoints } from '../../schema/rest/addresses';
import { portabilityEndpoints } from '../../schema/rest/portabilities';
import { validationHelperEndpoints } from '../../schema/rest/validation-helpers';
import type { Resolvers } from '../generated/resolvers';

type ProvinceCode = (typeof PROVINCE_CODES)[number];

const flag = (value: boolean | null | undefined) => (value == null ? undefined : value ? 'true' : 'false');

export const signupHelperResolvers: Resolvers = {
  Query: {
    verifyFiscalId: (_parent, { documentType, fiscalId }, { rest }) =>
      rest.call(validationHelperEndpoints.verifyFiscalId, { body: { documentType, fiscalId } }),
    verifyIcc: (_parent, { icc, vodafone, carrier }, { rest }) =>
      rest.call(validationHelperEndpoints.verifyIcc, {
        query: { icc, vodafone: flag(vodafone), carrier: carrier ?? undefined },
      }),
    isValidIban: (_parent, { iban }, { rest }) =>
      rest.call(validationHelperEndpoints.isValidIban, { query: { iban } }),
    lineInUse: async (_parent, { lineNumber, extCarrierId }, { rest }) =>
      (
        await rest.call(validationHelperEndpoints.searchLine, {
          query: { lineNumber, extCarrierId: extCarrierId ?? undefined },
        })
      ).inUse,
    portabilityInUse: async (_parent, { line, type }, { rest }) =>
      (await rest.call(portabilityEndpoints.getPortabilityInUse, { query: { line, type } })).inUse,
    tvUserInUse: async (_parent, { email }, { rest }) =>
      (await rest.call(validationHelperEndpoints.verifyTvUser, { body: { email } })).inUse,
    provinces: async (_parent, _args, { rest }) => (await rest.call(addressEndpoints.listProvinces)).items,
    cities: async (_parent, { province, q }, { rest }) =>
      (
        await rest.call(addressEndpoints.searchCities, {
          // An unknown province code is refused by the api with INVALID_REQUEST on `province`.
          query: { province: province as ProvinceCode, q: q ?? undefined },
        })
      ).items,
  },
};
