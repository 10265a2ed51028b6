import type { CatalogueLeadsQuery } from '../../generated/graphql';

/** One row of the leads queue, as the list query selects it. */
export type LeadRow = CatalogueLeadsQuery['leads']['edges'][number]['node'];
