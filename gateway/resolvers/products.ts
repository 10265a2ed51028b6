import { customerEndpoints } from '../../schema/rest/customers';
import { productEndpoints } from '../../schema/rest/products';
import type { ProductInput, Resolvers } from '../generated/resolvers';
import { keysetConnection, pageSizeOf } from './keyset-connection';

/** A product as the api's body: GraphQL's null description or subfamily is the api's "none" (''). */
function productBodyOf(product: ProductInput) {
  return {
    ...product,
    description: product.description ?? '',
    subfamily: product.subfamily ?? '',
    providerPriceWithoutTax: product.providerPriceWithoutTax ?? null,
  };
}

export const productResolvers: Resolvers = {
  Query: {
    brandProducts: async (_parent, { family, status }, { rest }) =>
      (
        await rest.call(customerEndpoints.listBrandProducts, {
          query: { family: family ?? undefined, status: status ?? undefined },
        })
      ).items,
    products: async (_parent, args, { rest }) => {
      const page = await rest.call(productEndpoints.listProducts, {
        query: {
          limit: pageSizeOf(args.first),
          cursor: args.after ?? undefined,
          family: args.family ?? undefined,
          status: args.status ?? undefined,
          search: args.search ?? undefined,
        },
      });
      return keysetConnection(page.items, page.nextCursor);
    },
    product: (_parent, { id }, { rest }) => rest.call(productEndpoints.getProduct, { query: { id } }),
  },
  Mutation: {
    createProduct: (_parent, { product, brandId }, { rest }) =>
      rest.call(productEndpoints.createProduct, {
        body: { ...productBodyOf(product), brandId: brandId ?? undefined },
      }),
    updateProduct: (_parent, { id, product }, { rest }) =>
      rest.call(productEndpoints.updateProduct, { params: { id }, body: productBodyOf(product) }),
    changeProductStatus: (_parent, { id, status }, { rest }) =>
      rest.call(productEndpoints.changeProductStatus, { params: { id }, body: { status } }),
  },
};
