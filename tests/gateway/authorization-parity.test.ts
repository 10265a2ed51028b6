import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayStack, type GraphqlResponse, startGatewayStack } from '../support/gateway-server';

/**
 * The authorization matrix of the api, repeated through GraphQL for a representative operation of each domain:
 * every kind of caller gets the same answer both ways (status, and for lists the same rows), so the gateway
 * neither widens nor narrows what the api allows.
 */
type Caller = 'ADMIN' | 'MANAGER' | 'AGENT' | 'CLIENT' | 'NIMBUS_ADMIN' | 'SUB_MANAGER' | 'NO_TOKEN';
type Rows = { brandCustomer: string; subCustomer: string; brandLine: string };
type ParityRow = {
  domain: string;
  rest: (rows: Rows) => { method: string; path: string; body?: unknown };
  graphql: (rows: Rows) => { query: string; variables?: Record<string, unknown> };
  /** For lists: the ids each side answered, compared as sets. */
  ids?: { rest: (body: unknown) => string[]; graphql: (data: Record<string, unknown>) => string[] };
};

const items = (body: unknown) => (body as { items: { id?: string; subscriptionId?: string }[] }).items;
const edges = (data: Record<string, unknown>, field: string) =>
  (data[field] as { edges: { node: { id?: string; subscriptionId?: string } }[] }).edges.map((e) => e.node);

const COVERAGE_ADDRESS = {
  postalCode: '28014',
  province: '28',
  city: 'Madrid',
  street: 'Calle de Alcalá',
  number: '12',
};

const ROWS: ParityRow[] = [
  {
    domain: 'session',
    rest: () => ({ method: 'GET', path: '/session' }),
    graphql: () => ({ query: '{ session { email role } }' }),
  },
  {
    domain: 'channels',
    rest: () => ({ method: 'GET', path: '/channel?channel=2020001001' }),
    graphql: () => ({ query: '{ channels(channel: "2020001001") { channel { id } } }' }),
  },
  {
    domain: 'channel users',
    rest: () => ({ method: 'GET', path: '/channel/users' }),
    graphql: () => ({ query: '{ channelUsers { users { email } } }' }),
  },
  {
    domain: 'brand settings',
    rest: () => ({ method: 'GET', path: '/channel/settings?brandId=2020001' }),
    graphql: () => ({ query: '{ brandSettings(brandId: "2020001") { brandId } }' }),
  },
  {
    domain: 'customers (list)',
    rest: () => ({ method: 'GET', path: '/customers?limit=100' }),
    graphql: () => ({ query: '{ customers(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((c) => c.id ?? ''),
      graphql: (data) => edges(data, 'customers').map((c) => c.id ?? ''),
    },
  },
  {
    domain: 'customers (detail of a sub-channel customer)',
    rest: (rows) => ({ method: 'GET', path: `/customer?fiscalId=${rows.subCustomer}` }),
    graphql: (rows) => ({
      query: 'query($f: String!) { customer(fiscalId: $f) { fiscalId } }',
      variables: { f: rows.subCustomer },
    }),
  },
  {
    domain: 'subscriptions',
    rest: () => ({ method: 'GET', path: '/subscriptions?limit=100' }),
    graphql: () => ({ query: '{ subscriptions(first: 100) { edges { node { subscriptionId } } } }' }),
    ids: {
      rest: (body) => items(body).map((s) => s.subscriptionId ?? ''),
      graphql: (data) => edges(data, 'subscriptions').map((s) => s.subscriptionId ?? ''),
    },
  },
  {
    domain: 'temporal subscriptions',
    rest: () => ({ method: 'GET', path: '/subscriptions/temporal?limit=100' }),
    graphql: () => ({ query: '{ temporalSubscriptions(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((t) => t.id ?? ''),
      graphql: (data) => edges(data, 'temporalSubscriptions').map((t) => t.id ?? ''),
    },
  },
  {
    domain: 'portabilities',
    rest: () => ({ method: 'GET', path: '/portabilities?limit=100' }),
    graphql: () => ({ query: '{ portabilities(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((p) => p.id ?? ''),
      graphql: (data) => edges(data, 'portabilities').map((p) => p.id ?? ''),
    },
  },
  {
    domain: 'installations',
    rest: () => ({ method: 'GET', path: '/installations?limit=100' }),
    graphql: () => ({ query: '{ installations(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((i) => i.id ?? ''),
      graphql: (data) => edges(data, 'installations').map((i) => i.id ?? ''),
    },
  },
  {
    domain: 'shipments',
    rest: () => ({ method: 'GET', path: '/shipments?limit=100' }),
    graphql: () => ({ query: '{ shipments(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((s) => s.id ?? ''),
      graphql: (data) => edges(data, 'shipments').map((s) => s.id ?? ''),
    },
  },
  {
    domain: 'processes',
    rest: () => ({ method: 'GET', path: '/processes?limit=100' }),
    graphql: () => ({ query: '{ processes(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((p) => p.id ?? ''),
      graphql: (data) => edges(data, 'processes').map((p) => p.id ?? ''),
    },
  },
  {
    domain: 'coverage',
    rest: () => ({ method: 'POST', path: '/coverage/check', body: COVERAGE_ADDRESS }),
    graphql: () => ({
      query: 'mutation($a: CoverageAddressInput!) { checkCoverage(address: $a) { covered } }',
      variables: { a: COVERAGE_ADDRESS },
    }),
  },
  {
    domain: 'line actions',
    rest: (rows) => ({ method: 'GET', path: `/lines/${rows.brandLine}/services` }),
    graphql: (rows) => ({
      query: 'query($s: ID!) { lineServices(subscriptionId: $s) { subscriptionId actions } }',
      variables: { s: rows.brandLine },
    }),
  },
  {
    domain: 'financial risk',
    rest: (rows) => ({ method: 'GET', path: `/customer/score?fiscalId=${rows.brandCustomer}` }),
    graphql: (rows) => ({
      query: 'query($f: String!) { customerScore(fiscalId: $f) { creditOpinion } }',
      variables: { f: rows.brandCustomer },
    }),
  },
  {
    domain: 'products',
    rest: () => ({ method: 'GET', path: '/products/brand' }),
    graphql: () => ({ query: '{ brandProducts { id } }' }),
  },
  {
    domain: 'leads (admin level; products and resources answer the same)',
    rest: () => ({ method: 'GET', path: '/leads?limit=100' }),
    graphql: () => ({ query: '{ leads(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((l) => l.id ?? ''),
      graphql: (data) => edges(data, 'leads').map((l) => l.id ?? ''),
    },
  },
  {
    domain: 'signup helpers',
    rest: () => ({ method: 'GET', path: '/addresses/provinces' }),
    graphql: () => ({ query: '{ provinces { code } }' }),
  },
  {
    domain: 'search',
    rest: () => ({ method: 'GET', path: '/search?q=60&limit=50' }),
    graphql: () => ({ query: '{ search(q: "60", limit: 50) { type id } }' }),
    ids: {
      rest: (body) =>
        (body as { items: { type: string; id: string }[] }).items.map((h) => `${h.type}:${h.id}`),
      graphql: (data) => (data.search as { type: string; id: string }[]).map((h) => `${h.type}:${h.id}`),
    },
  },
  {
    domain: 'invoices',
    rest: () => ({ method: 'GET', path: '/invoices?limit=100' }),
    graphql: () => ({ query: '{ invoices(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((i) => i.id ?? ''),
      graphql: (data) => edges(data, 'invoices').map((i) => i.id ?? ''),
    },
  },
  {
    domain: 'orders',
    rest: () => ({ method: 'GET', path: '/orders?limit=100' }),
    graphql: () => ({ query: '{ orders(first: 100) { edges { node { id } } } }' }),
    ids: {
      rest: (body) => items(body).map((o) => o.id ?? ''),
      graphql: (data) => edges(data, 'orders').map((o) => o.id ?? ''),
    },
  },
];

const ACCOUNTS: Record<Exclude<Caller, 'NO_TOKEN' | 'SUB_MANAGER'>, string> = {
  ADMIN: 'admin@demo.test',
  MANAGER: 'manager@demo.test',
  AGENT: 'agent@demo.test',
  CLIENT: 'client@demo.test',
  NIMBUS_ADMIN: 'admin@nimbus.test',
};

function graphqlStatus(res: GraphqlResponse): number {
  if (res.status !== 200) return res.status;
  const status = res.errors?.[0]?.extensions?.status;
  return typeof status === 'number' ? status : 200;
}

describe('gateway: the same answers as REST for every kind of caller', () => {
  let stack: GatewayStack;
  let rows: Rows;
  const tokens = new Map<Caller, string | null>();
  beforeAll(async () => {
    stack = await startGatewayStack();
    tokens.set('NO_TOKEN', null);
    for (const [caller, email] of Object.entries(ACCOUNTS)) {
      tokens.set(caller as Caller, (await stack.api.signIn(email)).accessToken);
    }
    const subManager = await stack.api.db
      .selectFrom('users')
      .select('email')
      .where('channel_id', '=', '2020001002')
      .where('role', '=', 'MANAGER')
      .where('status', '=', 'ACTIVE')
      .orderBy('email')
      .executeTakeFirstOrThrow();
    tokens.set('SUB_MANAGER', (await stack.api.signIn(subManager.email)).accessToken);
    const customerOf = async (channel: string) =>
      (
        await stack.api.db
          .selectFrom('customers')
          .select('fiscal_id')
          .where('channel_id', '=', channel)
          .orderBy('fiscal_id')
          .executeTakeFirstOrThrow()
      ).fiscal_id;
    const brandLine = await stack.api.db
      .selectFrom('subscriptions')
      .select('id')
      .where('channel_id', '=', '2020001')
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    rows = {
      brandCustomer: await customerOf('2020001'),
      subCustomer: await customerOf('2020001002'),
      brandLine: brandLine.id,
    };
  });
  afterAll(async () => {
    await stack?.close();
  });

  for (const row of ROWS) {
    it(`${row.domain}: status${row.ids ? ' and rows' : ''} match for every caller`, async () => {
      const seen: string[] = [];
      const listed = new Map<Caller, Set<string>>();
      for (const [caller, token] of tokens) {
        const request = row.rest(rows);
        const rest = await stack.api.call(request.method, request.path, token, request.body);
        const operation = row.graphql(rows);
        const res = await stack.graphql(token, operation.query, operation.variables);
        expect(graphqlStatus(res), `${caller}: ${JSON.stringify(res.errors)}`).toBe(rest.status);
        seen.push(`${caller} ${rest.status}`);
        if (row.ids && rest.status === 200 && res.data) {
          const ids = new Set(row.ids.graphql(res.data));
          expect(ids, caller).toEqual(new Set(row.ids.rest(rest.body)));
          listed.set(caller, ids);
        }
      }
      if (row.ids) {
        // Another brand's admin reads none of the rows the brand's admin or its sub-channel manager read.
        const brand = new Set([...(listed.get('ADMIN') ?? []), ...(listed.get('SUB_MANAGER') ?? [])]);
        expect(brand.size).toBeGreaterThan(0);
        expect([...(listed.get('NIMBUS_ADMIN') ?? [])].filter((id) => brand.has(id))).toEqual([]);
      }
      // The row must tell callers apart, or it proves nothing about authorization.
      expect(new Set(seen.map((s) => s.split(' ')[1])).size, seen.join(', ')).toBeGreaterThan(1);
    });
  }
});
