import { dashboardEndpoints } from '../../schema/rest/dashboard';
import type { Resolvers } from '../generated/resolvers';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardCounters: (_parent, { period }, { rest }) =>
      rest.call(dashboardEndpoints.getCounters, { query: { period: period ?? undefined } }),
    news: async (_parent, { limit }, { rest }) =>
      (await rest.call(dashboardEndpoints.listNews, { query: { limit: limit ?? undefined } })).items,
  },
};
