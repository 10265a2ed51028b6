import type { CatalogueProductsQuery } from '../../generated/graphql';

/** One row of the products queue, as the list query selects it. */
export type ProductRow = CatalogueProductsQuery['products']['edges'][number]['node'];
