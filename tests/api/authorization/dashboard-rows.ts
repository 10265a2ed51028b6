import type { MatrixRow } from './matrix-row';

/** Dashboard counters, charts and analytics (/dashboard is for ADMIN) and the news feed (every staff member). */
export const dashboardRows: Record<string, MatrixRow> = {
  getCounters: {
    request: { path: '/counters?period=TODAY' },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getDashboardCharts: {
    request: { path: '/dashboard/charts?period=LAST_WEEK' },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getSalesAnalytics: {
    request: { path: '/dashboard/sales?from=2025-01-01&to=2025-12-31' },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  getCataloguePerformance: {
    request: { path: '/dashboard/catalogue?from=2025-01-01&to=2025-12-31' },
    expect: { ADMIN: 200, MANAGER: 403, AGENT: 403, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
  listNews: {
    request: { path: '/news' },
    expect: { ADMIN: 200, MANAGER: 200, AGENT: 200, CLIENT: 403, OPERATOR: 200, NO_TOKEN: 401 },
  },
};
