import { dashboardEndpoints } from '../../schema/rest/dashboard';
import type { Resolvers } from '../generated/resolvers';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboardCounters: (_parent, { period }, { rest }) =>
      rest.call(dashboardEndpoints.getCounters, { query: { period: period ?? undefined } }),
    dashboardCharts: (_parent, { period }, { rest }) =>
      rest.call(dashboardEndpoints.getDashboardCharts, { query: { period: period ?? undefined } }),
    salesAnalytics: (_parent, { from, to }, { rest }) =>
      rest.call(dashboardEndpoints.getSalesAnalytics, { query: { from, to } }),
    cataloguePerformance: (_parent, { from, to }, { rest }) =>
      rest.call(dashboardEndpoints.getCataloguePerformance, { query: { from, to } }),
    news: async (_parent, { limit }, { rest }) =>
      (await rest.call(dashboardEndpoints.listNews, { query: { limit: limit ?? undefined } })).items,
  },
};
