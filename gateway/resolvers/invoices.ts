import { invoiceEndpoints } from '../../schema/rest/invoices';
import type { InvoiceLineInput, Resolvers } from '../generated/resolvers';
import { customerByIdLoader } from '../loaders/customer-by-id-loader';
import { keysetConnection, pageSizeOf } from './keyset-connection';

function lineInputOf(line: InvoiceLineInput) {
  return {
    concept: line.concept,
    amountCents: line.amountCents,
    subscriptionId: line.subscriptionId ?? null,
  };
}

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
    invoiceDraft: (_parent, { fiscalId, brandId }, { rest }) =>
      rest.call(invoiceEndpoints.getInvoiceDraft, { query: { fiscalId, brandId: brandId ?? undefined } }),
    invoicePdf: (_parent, { id }, { rest }) => rest.call(invoiceEndpoints.getInvoicePdf, { query: { id } }),
  },
  Mutation: {
    createInvoice: (_parent, { input }, { rest }) =>
      rest.call(invoiceEndpoints.createInvoice, {
        body: {
          fiscalId: input.fiscalId,
          brandId: input.brandId ?? undefined,
          type: input.type,
          originalInvoiceId: input.originalInvoiceId ?? null,
          family: input.family,
          cycle: input.cycle,
          lines: input.lines.map(lineInputOf),
        },
      }),
    updateInvoice: (_parent, { id, input }, { rest }) =>
      rest.call(invoiceEndpoints.updateInvoice, {
        params: { id },
        body: { family: input.family, cycle: input.cycle, lines: input.lines.map(lineInputOf) },
      }),
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
