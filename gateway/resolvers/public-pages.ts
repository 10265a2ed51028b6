import type { z } from 'zod';
import { brandSettingsEndpoints } from '../../schema/rest/brand-settings';
import { invoiceEndpoints } from '../../schema/rest/invoices';
import {
  publicVerificationEndpoints,
  type submitPublicVerificationBody,
} from '../../schema/rest/public-verification';
import type { Resolvers } from '../generated/resolvers';

export const publicPageResolvers: Resolvers = {
  Query: {
    publicInvoice: (_parent, { token }, { rest }) =>
      rest.call(invoiceEndpoints.getPublicInvoice, { query: { token } }),
    publicVerification: (_parent, { token }, { rest }) =>
      rest.call(publicVerificationEndpoints.getPublicVerification, { query: { token } }),
  },
  Mutation: {
    verifyEmail: (_parent, { token }, { rest }) =>
      rest.call(brandSettingsEndpoints.verifyEmail, { query: { token } }),
    payPublicInvoice: (_parent, payment, { rest }) =>
      rest.call(invoiceEndpoints.payPublicInvoice, { body: payment }),
    // GraphQL types a mime type as a string and the acceptance as any boolean: the input is handed over as the
    // body type and the api's zod schema refuses a bad one on its field, as it would from any client.
    submitPublicVerification: (_parent, { input }, { rest }) =>
      rest.call(publicVerificationEndpoints.submitPublicVerification, {
        body: { ...input, signature: input.signature ?? null } as z.input<
          typeof submitPublicVerificationBody
        >,
      }),
  },
};
