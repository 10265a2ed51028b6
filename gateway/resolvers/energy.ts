import type { ElectricityTariff } from '../../schema/domain/energy/electricity-tariffs';
import { energyEndpoints } from '../../schema/rest/energy';
import type { EnergyStudyInput, Resolvers } from '../generated/resolvers';

/** The study as the api's body: GraphQL's null fiscal id is the api's "none" (''). */
function studyBodyOf(study: EnergyStudyInput) {
  return {
    ...study,
    customerFiscalId: study.customerFiscalId ?? '',
    // A String in GraphQL ("2.0TD" is no enum name): the api's schema refuses any other value on `tariff`.
    tariff: study.tariff as ElectricityTariff,
    gas: study.gas ?? null,
  };
}

export const energyResolvers: Resolvers = {
  Query: {
    energyStudies: async (_parent, { search }, { rest }) =>
      (await rest.call(energyEndpoints.listEnergyStudies, { query: { search: search ?? undefined } })).items,
    energyStudy: (_parent, { id }, { rest }) => rest.call(energyEndpoints.getEnergyStudy, { params: { id } }),
  },
  Mutation: {
    createEnergyStudy: (_parent, { study }, { rest }) =>
      rest.call(energyEndpoints.createEnergyStudy, { body: studyBodyOf(study) }),
  },
};
