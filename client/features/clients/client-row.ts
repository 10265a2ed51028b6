import type { CatalogueClientsQuery } from '../../generated/graphql';

/** One row of the clients queue (a customer summary). */
export type ClientRow = CatalogueClientsQuery['customers']['edges'][number]['node'];
