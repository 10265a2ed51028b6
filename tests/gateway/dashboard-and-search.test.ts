import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

const COUNTER_FIELDS = 'sales activations recurringRevenue terminations liveLines portIns portOuts events';
const COUNTERS_FIELDS = `period timeZone from to counters { ${COUNTER_FIELDS} }
  previous { from to counters { ${COUNTER_FIELDS} } }
  trend { unit points { from to counters { ${COUNTER_FIELDS} } } }`;
const NEWS_FIELDS = 'id brandId locale title body publishedAt';
// Every field of every hit, so a hit reads exactly as the REST item.
const HIT_FIELDS = `type id
  ... on LineSearchHit { lineNumber fiscalId customerName productName status family carrier }
  ... on CustomerSearchHit { fiscalId brandId name firstSurname lastSurname email }
  ... on BrandSearchHit { name }`;

type Hit = { type: string; id: string; brandId?: string };

function dataOf<T>(res: GraphqlResponse, field: string): T {
  const value = res.data?.[field];
  if (value === undefined || value === null) throw new Error(`no ${field}: ${JSON.stringify(res.errors)}`);
  return value as T;
}

function errorOf(res: GraphqlResponse) {
  return res.errors?.[0]?.extensions;
}

describe('gateway: dashboard counters, news, search and the cached-subscriptions link over GraphQL', () => {
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
    for (const email of [
      'admin@demo.test',
      'manager@demo.test',
      'agent@demo.test',
      'operator@demo.test',
      'admin@nimbus.test',
    ]) {
      tokens[email] = (await stack.api.signIn(email)).accessToken;
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the dashboard counters of each period as REST does; admins only', async () => {
    for (const period of ['TODAY', 'YESTERDAY', 'LAST_WEEK']) {
      const report = dataOf(
        await stack.graphql(
          token('admin@demo.test'),
          `query($p: DashboardPeriod) { dashboardCounters(period: $p) { ${COUNTERS_FIELDS} } }`,
          { p: period },
        ),
        'dashboardCounters',
      );
      expect(report).toEqual(await rest('admin@demo.test', `/counters?period=${period}`));
    }
    const byDefault = dataOf<{ period: string; counters: { liveLines: number | null } }>(
      await stack.graphql(token('admin@demo.test'), `query { dashboardCounters { ${COUNTERS_FIELDS} } }`),
      'dashboardCounters',
    );
    expect(byDefault).toEqual(await rest('admin@demo.test', '/counters'));
    expect(byDefault.period).toBe('TODAY');
    expect(byDefault.counters.liveLines).toBeGreaterThan(0);

    // Another brand counts its own lines, not the brand's.
    const nimbus = dataOf(
      await stack.graphql(token('admin@nimbus.test'), `query { dashboardCounters { ${COUNTERS_FIELDS} } }`),
      'dashboardCounters',
    );
    expect(nimbus).toEqual(await rest('admin@nimbus.test', '/counters'));
    expect(nimbus).not.toEqual(byDefault);

    const refused = await stack.graphql(token('manager@demo.test'), 'query { dashboardCounters { period } }');
    expect(refused.data).toBeNull();
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', status: 403, statusClass: '4xx' });
  });

  it('lists the news of the caller’s brand and of the operator, newest first, as REST does', async () => {
    const news = dataOf<{ brandId: string | null; publishedAt: string }[]>(
      await stack.graphql(token('agent@demo.test'), `query { news { ${NEWS_FIELDS} } }`),
      'news',
    );
    expect(news).toEqual((await rest('agent@demo.test', '/news')).items);
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((item) => item.brandId === '2020001' || item.brandId === null)).toBe(true);

    const two = dataOf<unknown[]>(
      await stack.graphql(token('agent@demo.test'), `query { news(limit: 2) { ${NEWS_FIELDS} } }`),
      'news',
    );
    expect(two).toEqual(news.slice(0, 2));

    const nimbus = dataOf<{ brandId: string | null }[]>(
      await stack.graphql(token('admin@nimbus.test'), 'query { news(limit: 50) { id brandId } }'),
      'news',
    );
    expect(nimbus.filter((item) => item.brandId === '2020001')).toEqual([]);

    const invalid = await stack.graphql(token('agent@demo.test'), 'query { news(limit: 0) { id } }');
    expect(errorOf(invalid)).toMatchObject({ code: 'INVALID_REQUEST', field: 'limit', status: 400 });
  });

  it('answers the tagged search hits as REST does, each as its GraphQL type', async () => {
    const SEARCH = `query($q: String!, $types: [SearchType!], $limit: Int) {
      search(q: $q, types: $types, limit: $limit) { __typename ${HIT_FIELDS} }
    }`;
    const customer = await stack.api.db
      .selectFrom('customers')
      .select(['id', 'fiscal_id'])
      .where('channel_id', '=', '2020001')
      .orderBy('fiscal_id')
      .executeTakeFirstOrThrow();
    const cases = [
      { email: 'manager@demo.test', variables: { q: '60', limit: 20 }, path: '/search?q=60&limit=20' },
      {
        email: 'admin@demo.test',
        variables: { q: customer.fiscal_id, types: ['customers'] },
        path: `/search?q=${customer.fiscal_id}&types=customers`,
      },
      { email: 'operator@demo.test', variables: { q: 'vela' }, path: '/search?q=vela' },
    ];
    const typenames = new Set<string>();
    for (const { email, variables, path } of cases) {
      const hits = dataOf<(Hit & { __typename: string })[]>(
        await stack.graphql(token(email), SEARCH, variables),
        'search',
      );
      expect(hits.map(({ __typename, ...hit }) => hit)).toEqual((await rest(email, path)).items);
      for (const hit of hits) {
        expect(hit.__typename).toBe(
          { line: 'LineSearchHit', customer: 'CustomerSearchHit', brand: 'BrandSearchHit' }[hit.type],
        );
        typenames.add(hit.__typename);
      }
      expect(hits.length, path).toBeGreaterThan(0);
    }
    expect([...typenames].sort()).toEqual(['BrandSearchHit', 'CustomerSearchHit', 'LineSearchHit']);

    // An AGENT gets no lines; another brand's admin finds none of the brand's customers.
    const agent = dataOf<Hit[]>(
      await stack.graphql(
        token('agent@demo.test'),
        'query { search(q: "60", types: [lines, customers]) { type id } }',
      ),
      'search',
    );
    expect(agent.filter((hit) => hit.type === 'line')).toEqual([]);
    const foreign = dataOf<Hit[]>(
      await stack.graphql(token('admin@nimbus.test'), SEARCH, { q: customer.fiscal_id, limit: 50 }),
      'search',
    );
    expect(foreign.map((hit) => hit.id)).not.toContain(customer.id);
    expect(foreign.filter((hit) => hit.brandId === '2020001')).toEqual([]);

    const short = await stack.graphql(token('admin@demo.test'), 'query { search(q: "a") { id } }');
    expect(short.data).toBeNull();
    expect(errorOf(short)).toMatchObject({ code: 'INVALID_REQUEST', field: 'q', status: 400 });
    const noTypes = await stack.graphql(token('admin@demo.test'), SEARCH, { q: 'abc', types: [] });
    expect(errorOf(noTypes)).toMatchObject({
      code: 'INVALID_REQUEST',
      field: expect.stringMatching(/^types/),
      status: 400,
    });
  });

  it('hands a manager the cached-subscriptions link that downloads without a token; refuses an agent', async () => {
    const link = dataOf<{ url: string; modified: string | null; expiresAt: string }>(
      await stack.graphql(
        token('manager@demo.test'),
        'query { cachedSubscriptionsLink { url modified expiresAt } }',
      ),
      'cachedSubscriptionsLink',
    );
    const direct = await rest('manager@demo.test', '/subscriptions/cached');
    expect(link.modified).toBe(direct.modified);
    expect(link.url).toMatch(/^\/subscriptions\/cached\/download\?token=[\w-]+\.[\w-]+$/);
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());

    const download = await stack.api.call('GET', link.url, null);
    expect(download.status).toBe(200);
    expect(download.body).toMatchObject({ modified: link.modified, subscriptions: expect.any(Array) });

    const refused = await stack.graphql(
      token('agent@demo.test'),
      'query { cachedSubscriptionsLink { url } }',
    );
    expect(refused.data).toBeNull();
    expect(errorOf(refused)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
