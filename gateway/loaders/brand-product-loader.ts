import type { Product } from '../../schema/rest/customers';
import { customerEndpoints } from '../../schema/rest/customers';
import { defineLoader } from '../request-loaders';

/** Products of the caller's brand by id: the whole catalogue in one GET /products/brand per request. */
export const brandProductLoader = defineLoader<string, Product | null>({
  name: 'brandProduct',
  async batch(rest, ids) {
    const { items: products } = await rest.call(customerEndpoints.listBrandProducts, { query: {} });
    const byId = new Map(products.map((product) => [product.id, product]));
    return ids.map((id) => byId.get(id) ?? null);
  },
});
