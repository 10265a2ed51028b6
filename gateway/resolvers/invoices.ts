import { invoiceEndpoints } from '../../schema/rest/invoices';
import type { Resolvers } from '../generated/resolvers';
import { customerByIdLoader } from '../loaders/customer-by-id-loader';
import { keysetConnection, pageSizeOf } from './keyset-connection';

export const invoiceResolvers: Resolvers = {
  Query: {
    invoices: async (_parent, args, { rest }) => {
      const page = await rest.call(invoiceEndpoints.listInvoices, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          status: args.status ?? undefined,
          type: args.type ?? undefined,
          family: args.family ?? undefined,
          cycle: args.cycle ?? undefined,
          search: args.search ?? undefined,
          order: args.order ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    invoice: (_parent, { id }, { rest }) => rest.call(invoiceEndpoints.getInvoice, { query: { id } }),
  },
  Mutation: {
    resendInvoice: (_parent, { id }, { rest }) =>
      rest.call(invoiceEndpoints.resendInvoice, { params: { id }, body: {} }),
    refundInvoice: (_parent, { id, reason }, { rest }) =>
      rest.call(invoiceEndpoints.refundInvoice, { params: { id }, body: { reason: reason ?? undefined } }),
  },
  Invoice: {
    customer: (invoice, _args, { loaders }) => loaders.of(customerByIdLoader).load(invoice.customerId),
  },
  InvoiceDetail: {
    customer: (invoice, _args, { loaders }) => loaders.of(customerByIdLoader).load(invoice.customerId),
  },
};
