import { orderEndpoints } from '../../schema/rest/orders';
import type { Resolvers } from '../generated/resolvers';
import { brandProductLoader } from '../loaders/brand-product-loader';
import { customerByIdLoader } from '../loaders/customer-by-id-loader';
import { keysetConnection, pageSizeOf } from './keyset-connection';

export const orderResolvers: Resolvers = {
  Query: {
    draftOrders: async (_parent, args, { rest }) => {
      const page = await rest.call(orderEndpoints.listDraftOrders, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          status: args.status ?? undefined,
          family: args.family ?? undefined,
          search: args.search ?? undefined,
          created: args.created ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    orders: async (_parent, args, { rest }) => {
      const page = await rest.call(orderEndpoints.listOrders, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          status: args.status ?? undefined,
          family: args.family ?? undefined,
          draft: args.draft == null ? undefined : args.draft ? 'true' : 'false',
          search: args.search ?? undefined,
          created: args.created ?? undefined,
          launched: args.launched ?? undefined,
          order: args.order ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    order: (_parent, { id }, { rest }) => rest.call(orderEndpoints.getOrder, { query: { id } }),
    orderContractDocument: (_parent, { orderId, kind }, { rest }) =>
      rest.call(orderEndpoints.getOrderContractDocument, { params: { id: orderId }, query: { kind } }),
    orderFulfilment: (_parent, { orderId }, { rest }) =>
      rest.call(orderEndpoints.getOrderFulfilment, { params: { id: orderId } }),
  },
  Mutation: {
    createDraftOrder: (_parent, args, { rest }) =>
      rest.call(orderEndpoints.createDraftOrder, {
        body: {
          fiscalId: args.fiscalId,
          brandId: args.brandId ?? undefined,
          family: args.family,
          verificationType: args.verificationType,
          mobileNumber: args.mobileNumber,
          email: args.email,
          products: args.products.map((product) => ({
            productId: product.productId,
            lineNumber: product.lineNumber ?? undefined,
            icc: product.icc ?? undefined,
            fixedNumber: product.fixedNumber ?? undefined,
            esim: product.esim ?? undefined,
            portability: product.portability ?? undefined,
          })),
        },
      }),
    deleteDraftOrder: (_parent, { orderId }, { rest }) =>
      rest.call(orderEndpoints.deleteDraftOrder, { body: { orderId } }),
    continueOrder: (_parent, { id }, { rest }) =>
      rest.call(orderEndpoints.continueOrder, { params: { id }, body: {} }),
    launchOrder: (_parent, { id }, { rest }) =>
      rest.call(orderEndpoints.launchOrder, { params: { id }, body: {} }),
    relaunchOrder: (_parent, { id }, { rest }) =>
      rest.call(orderEndpoints.relaunchOrder, { params: { id }, body: {} }),
    cancelOrderSignature: (_parent, { id, confirm }, { rest }) =>
      rest.call(orderEndpoints.cancelOrderSignature, {
        params: { id },
        // Passed as given: the api refuses anything but `true` with INVALID_REQUEST on `confirm`.
        body: { confirm: confirm as true },
      }),
    generateContractAnnex: (_parent, { orderId }, { rest }) =>
      rest.call(orderEndpoints.generateContractAnnex, { body: { orderId } }),
    uploadOrderContract: (_parent, { id, document, fileName }, { rest }) =>
      rest.call(orderEndpoints.uploadOrderContract, {
        params: { id },
        body: { document, fileName: fileName ?? undefined },
      }),
  },
  Order: {
    customer: (order, _args, { loaders }) => loaders.of(customerByIdLoader).load(order.customerId),
  },
  OrderDetail: {
    customer: (order, _args, { loaders }) => loaders.of(customerByIdLoader).load(order.customerId),
  },
  OrderProduct: {
    catalogue: (product, _args, { loaders }) =>
      product.productId ? loaders.of(brandProductLoader).load(product.productId) : null,
  },
};
