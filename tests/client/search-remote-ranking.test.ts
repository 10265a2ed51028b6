import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeText } from '../../client/search/normalize';
import type { CustomerRecord } from '../../client/search/search-corpus';
import { remoteSearch } from '../../client/search/search-engine';
import { SearchIndex } from '../../client/search/search-index';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

/**
 * Namesakes whose keys are not in the order of their names: the gateway answers by name, the cache's index ties by
 * key, so the two orders differ unless the gateway's candidates are ranked as the index ranks them.
 */
const CUSTOMERS: CustomerRecord[] = [
  ['C09', 'Rosalía', 'Castillo', 'Robles'],
  ['C02', 'Enrique', 'Castillo', 'Delrío'],
  ['C07', 'Adán', 'Castillo', 'Vigil'],
  ['C01', 'Zoe', 'Robles', 'Castillo'],
  ['C05', 'Castillo', null, null],
  ['C03', 'Marta', 'Castilla', 'Nieto'],
  ['C08', 'Bruno', 'Gómez', 'Castellano'],
  ['C04', 'Daniel', 'Baca', 'Armas'],
  ['C06', 'Elena', 'Robles', 'Vigil'],
].map(([customerId, name, firstSurname, lastSurname]) => ({
  customerId: customerId as string,
  fiscalId: `${customerId}X`,
  name,
  firstSurname,
  lastSurname,
  email: `${String(name).toLowerCase()}@demo.test`,
}));

/** What the api's customer search answers (api/search/search-customers.ts): the name contains the text, by name. */
function gatewayAnswer(q: string, limit: number) {
  const text = normalizeText(q);
  const found = CUSTOMERS.filter((customer) =>
    normalizeText(
      [customer.name, customer.firstSurname ?? '', customer.lastSurname ?? ''].join(' '),
    ).includes(text),
  )
    .sort((a, b) => String(a.name).localeCompare(String(b.name)) || a.customerId.localeCompare(b.customerId))
    .slice(0, limit);
  return found.map((customer) => ({
    __typename: 'CustomerSearchHit',
    type: 'CUSTOMER',
    id: customer.customerId,
    fiscalId: customer.fiscalId,
    name: customer.name,
    firstSurname: customer.firstSurname,
    lastSurname: customer.lastSurname,
    email: customer.email,
  }));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { variables: { q: string; limit: number } };
      return Response.json({ data: { search: gatewayAnswer(body.variables.q, body.variables.limit) } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ids = (hits: readonly { id: string }[]) => hits.map((hit) => hit.id);
const local = new SearchIndex({
  lines: [],
  customers: [...CUSTOMERS].sort((a, b) => (a.customerId < b.customerId ? -1 : 1)),
});

describe('customers found by name through the gateway', () => {
  it.each(['castillo', 'Castillo', 'castil', 'robles', 'vigil'])(
    '%j: in the order the cache index gives them (the index also finds near misses the gateway does not)',
    async (query) => {
      const remote = await remoteSearch(query, ['customers']);
      const found = new Set(ids(gatewayAnswer(query, 50)));
      const cached = ids(local.search(query).customers).filter((id) => found.has(id));
      expect(remote.customers.length).toBeGreaterThan(1);
      expect(ids(remote.customers)).toEqual(cached);
    },
  );

  it('opens the same namesake first whichever source answers', async () => {
    const remote = await remoteSearch('castillo', ['customers']);
    expect(remote.customers[0]?.id).toBe(local.search('castillo').customers[0]?.id);
    // The gateway's own order would have put Adán (C07) first.
    expect(gatewayAnswer('castillo', 8)[0]?.id).toBe('C07');
  });
});
