import type { CatalogueResourcesQuery } from '../../generated/graphql';

/** One row of the resources queue: a number, a SIM or an eSIM of the brand's inventory. */
export type ResourceRow = CatalogueResourcesQuery['resources']['edges'][number]['node'];
