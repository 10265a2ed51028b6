import { searchEndpoints } from '../../schema/rest/search';
import type { Resolvers, SearchHitType } from '../generated/resolvers';

/** The GraphQL type of each REST hit tag. */
const HIT_TYPES = {
  line: 'LineSearchHit',
  customer: 'CustomerSearchHit',
  brand: 'BrandSearchHit',
} as const satisfies Record<SearchHitType, string>;

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, { q, types, limit }, { rest }) =>
      (
        await rest.call(searchEndpoints.search, {
          query: { q, types: types?.join(','), limit: limit ?? undefined },
        })
      ).items,
    cachedSubscriptionsLink: (_parent, _args, { rest }) => rest.call(searchEndpoints.getCachedSubscriptions),
  },
  SearchHit: {
    __resolveType: (hit) => HIT_TYPES[hit.type],
  },
};
