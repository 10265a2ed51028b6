import type { DashboardSearchScopeRows as Rows } from './dashboard-search-scope-rows';
import { readDashboardSearchScopeRows } from './dashboard-search-scope-rows';
import { domainScope, type ScopeCase } from './scope-case';

/**
 * Counters and the cache link only ever answer for the caller's own subtree, so every standing gets 200 (the
 * figures per standing are checked in dashboard.test.ts and the download's content in search.test.ts). Search is
 * a list: a row is found only from its own channel or above. Counters are admin level: the sub-channel standing
 * is an ADMIN who entered 2020001002.
 */
function ownScopeOnly(path: string, subCaller: 'SUB_ADMIN' | 'SUB_MANAGER'): ScopeCase<Rows>[] {
  const request = () => ({ path });
  return [
    { relation: 'own channel', caller: 'BRAND_ADMIN', request, expect: 200 },
    { relation: 'parent channel', caller: 'BRAND_ADMIN', request, expect: 200 },
    { relation: 'sub-channel', caller: subCaller, request, expect: 200 },
    { relation: 'another brand', caller: 'NIMBUS_ADMIN', request, expect: 200 },
  ];
}

const search = (q: (rows: Rows) => string, listed: (rows: Rows) => string) => (rows: Rows) => ({
  path: `/search?q=${encodeURIComponent(q(rows))}`,
  listed: listed(rows),
});

export const dashboardSearchScope = domainScope(readDashboardSearchScopeRows, {
  getCounters: ownScopeOnly('/counters?period=LAST_WEEK', 'SUB_ADMIN'),
  getDashboardCharts: ownScopeOnly('/dashboard/charts?period=LAST_WEEK', 'SUB_ADMIN'),
  getSalesAnalytics: ownScopeOnly('/dashboard/sales?from=2025-01-01&to=2025-12-31', 'SUB_ADMIN'),
  getCataloguePerformance: ownScopeOnly('/dashboard/catalogue?from=2025-01-01&to=2025-12-31', 'SUB_ADMIN'),
  getCachedSubscriptions: ownScopeOnly('/subscriptions/cached', 'SUB_MANAGER'),
  search: [
    {
      relation: 'own channel',
      caller: 'BRAND_ADMIN',
      request: search(
        (r) => r.brandLine,
        (r) => r.brandLine,
      ),
      expect: 200,
      listed: true,
    },
    {
      relation: 'own channel',
      caller: 'SUB_MANAGER',
      request: search(
        (r) => r.subCustomerFiscalId,
        (r) => r.subCustomerId,
      ),
      expect: 200,
      listed: true,
    },
    {
      relation: 'parent channel',
      caller: 'BRAND_ADMIN',
      request: search(
        (r) => r.subLine,
        (r) => r.subLine,
      ),
      expect: 200,
      listed: true,
    },
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: search(
        (r) => r.brandLine,
        (r) => r.brandLine,
      ),
      expect: 200,
      listed: false,
    },
    // Matching by e-mail once escaped the channel scope elsewhere (an unparenthesised `or`): kept as a case.
    {
      relation: 'sub-channel',
      caller: 'SUB_MANAGER',
      request: search(
        (r) => r.brandCustomerEmail,
        (r) => r.brandCustomerId,
      ),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: search(
        (r) => r.brandCustomerEmail,
        (r) => r.brandCustomerId,
      ),
      expect: 200,
      listed: false,
    },
    {
      relation: 'another brand',
      caller: 'NIMBUS_ADMIN',
      request: search(
        (r) => r.subLine,
        (r) => r.subLine,
      ),
      expect: 200,
      listed: false,
    },
  ],
});
