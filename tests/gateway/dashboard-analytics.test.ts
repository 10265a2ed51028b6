import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const CHARTS_FIELDS = `period from to
  linesByStatus { status lines monthlyCents }
  ordersByStatus { status orders totalCents }
  orderFunnel { stage orders }
  portabilitiesByOperator { direction operator portabilities }
  backlog { queue status total ages { age items } }`;
const FIGURES = 'sales revenueCents';
const SALES_FIELDS = `from to totals { ${FIGURES} } byDay { date ${FIGURES} } byFamily { family ${FIGURES} }
  byChannel { channelId channelName ${FIGURES} } byProduct { productId name family units revenueCents }`;
const CATALOGUE_FIELDS = `from to products { productId name family status priceCents promotions unitsSold revenueCents
  promotionUnits activeLines activeMonthlyCents }`;

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

describe('gateway: the dashboard charts and the analytics pages over GraphQL', () => {
  let stack: GatewayStack;
  const tokens: Record<string, string> = {};
  const token = (email: string) => tokens[email] ?? '';

  async function rest(email: string, path: string) {
    const res = await stack.api.call('GET', path, token(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Record<string, unknown>;
  }

  beforeAll(async () => {
    stack = await startGatewayStack();
    for (const email of ['admin@demo.test', 'manager@demo.test', 'admin@nimbus.test']) {
      tokens[email] = (await stack.api.signIn(email)).accessToken;
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the charts of each period as REST does; admins only', async () => {
    for (const period of ['TODAY', 'YESTERDAY', 'LAST_WEEK']) {
      const charts = dataOf<{ linesByStatus: unknown[]; backlog: unknown[] }>(
        await stack.graphql(
          token('admin@demo.test'),
          `query($p: DashboardPeriod) { dashboardCharts(period: $p) { ${CHARTS_FIELDS} } }`,
          { p: period },
        ),
        'dashboardCharts',
      );
      expect(charts).toEqual(await rest('admin@demo.test', `/dashboard/charts?period=${period}`));
      expect(charts.linesByStatus.length).toBeGreaterThan(0);
      expect(charts.backlog).toHaveLength(6);
    }
    const refused = await stack.graphql(token('manager@demo.test'), 'query { dashboardCharts { period } }');
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('answers sales and the catalogue over a range as REST does, and refuses a range backwards', async () => {
    const range = { from: '2025-01-01', to: '2025-12-31' };
    const sales = dataOf<{ totals: { sales: number } }>(
      await stack.graphql(
        token('admin@demo.test'),
        `query($from: String!, $to: String!) { salesAnalytics(from: $from, to: $to) { ${SALES_FIELDS} } }`,
        range,
      ),
      'salesAnalytics',
    );
    expect(sales).toEqual(await rest('admin@demo.test', '/dashboard/sales?from=2025-01-01&to=2025-12-31'));
    expect(sales.totals.sales).toBeGreaterThan(0);

    const catalogue = dataOf<{ products: unknown[] }>(
      await stack.graphql(
        token('admin@nimbus.test'),
        `query($from: String!, $to: String!) { cataloguePerformance(from: $from, to: $to) { ${CATALOGUE_FIELDS} } }`,
        range,
      ),
      'cataloguePerformance',
    );
    expect(catalogue).toEqual(
      await rest('admin@nimbus.test', '/dashboard/catalogue?from=2025-01-01&to=2025-12-31'),
    );
    expect(catalogue.products.length).toBeGreaterThan(0);

    const backwards = await stack.graphql(
      token('admin@demo.test'),
      'query { salesAnalytics(from: "2025-02-01", to: "2025-01-31") { from } }',
    );
    expect(backwards.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_REQUEST',
      field: 'to',
      status: 400,
    });
  });
});
