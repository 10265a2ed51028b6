import { customerRiskDocumentEndpoints } from '../../schema/rest/customer-risk-documents';
import type { Resolvers } from '../generated/resolvers';

export const financialRiskResolvers: Resolvers = {
  Query: {
    customerScore: (_parent, { fiscalId, brandId }, { rest }) =>
      rest.call(customerRiskDocumentEndpoints.getCustomerScore, {
        query: { fiscalId, brandId: brandId ?? undefined },
      }),
    customerDocumentUrls: async (_parent, { fiscalId, brandId }, { rest }) =>
      (
        await rest.call(customerRiskDocumentEndpoints.getCustomerUrls, {
          query: { fiscalId, brandId: brandId ?? undefined },
        })
      ).items,
    customerDocument: (_parent, { fiscalId, title, brandId }, { rest }) =>
      rest.call(customerRiskDocumentEndpoints.getCustomerDocument, {
        query: { fiscalId, title, brandId: brandId ?? undefined },
      }),
  },
  Mutation: {
    scoreCustomer: async (_parent, { fiscalId, brandId }, { rest }) => {
      const outcome = await rest.call(customerRiskDocumentEndpoints.scoreCustomer, {
        body: { fiscalId, brandId: brandId ?? undefined },
      });
      return outcome.result === 'SCORED'
        ? outcome
        : { ...outcome, chargeCents: null, charge: null, score: null };
    },
    addCustomDocument: (_parent, { brandId, ...document }, { rest }) =>
      rest.call(customerRiskDocumentEndpoints.addCustomDocument, {
        body: { ...document, brandId: brandId ?? undefined },
      }),
    deleteCustomDocument: (_parent, { fiscalId, title, brandId }, { rest }) =>
      rest.call(customerRiskDocumentEndpoints.deleteCustomDocument, {
        body: { fiscalId, title, brandId: brandId ?? undefined },
      }),
  },
};
