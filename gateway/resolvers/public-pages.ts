import { brandSettingsEndpoints } from '../../schema/rest/brand-settings';
import { invoiceEndpoints } from '../../schema/rest/invoices';
import type { Resolvers } from '../generated/resolvers';

export const publicPageResolvers: Resolvers = {
  Query: {
    publicInvoice: (_parent, { token }, { rest }) =>
      rest.call(invoiceEndpoints.getPublicInvoice, { query: { token } }),
  },
  Mutation: {
    verifyEmail: (_parent, { token }, { rest }) =>
      rest.call(brandSettingsEndpoints.verifyEmail, { query: { token } }),
    payPublicInvoice: (_parent, payment, { rest }) =>
      rest.call(invoiceEndpoints.payPublicInvoice, { body: payment }),
  },
};
