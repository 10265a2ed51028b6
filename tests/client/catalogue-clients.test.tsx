import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientHref } from '../../client/features/clients/clients-page';
import { loadClients } from '../../client/features/clients/load-clients';
import { readQueuePage } from '../../client/queues/read-queue-page';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

function customer(fiscalId: string, name: string) {
  return {
    id: `c-${fiscalId}`,
    fiscalId,
    brandId: '2020001',
    channelId: '2020001',
    documentType: 'DNI',
    customerType: 'RESIDENTIAL',
    name,
    firstSurname: 'Martín',
    lastSurname: 'Vega',
    email: `${name.toLowerCase()}@example.com`,
    contactPhone: '612345678',
    province: 'Madrid',
    city: 'Madrid',
    created: '2026-03-02T10:00:00Z',
  };
}

/** Stubs the network at the fetch boundary: the customers query answers two customers. */
function stubGateway() {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(body);
      if (!body.query.includes('CatalogueClients')) return Response.json({ data: null });
      return Response.json({
        data: {
          customers: {
            edges: [
              { cursor: 'a', node: customer('12345678Z', 'Lucía') },
              { cursor: 'b', node: customer('X1234567L', 'Pablo') },
            ],
            pageInfo: { hasNextPage: false, endCursor: 'b' },
            totalEstimate: 2,
          },
        },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// happy-dom has no layout: give elements a viewport-sized box so the virtualized table shows its rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

describe('clients queue', () => {
  it('asks the api for the sort, the customer type and the search of the view', async () => {
    const calls = stubGateway();
    const page = await readQueuePage(
      loadClients({
        first: 50,
        after: 'cursor-1',
        sort: { id: 'created', desc: true },
        filters: { type: 'COMPANY', search: ' ana ' },
      }),
    );
    expect(calls[0]?.variables).toEqual({
      first: 50,
      after: 'cursor-1',
      search: 'ana',
      type: 'COMPANY',
      sort: 'created',
      order: 'desc',
    });
    expect(page.rows.map((row) => row.fiscalId)).toEqual(['12345678Z', 'X1234567L']);
    expect(page).toMatchObject({ endCursor: 'b', hasNextPage: false, totalEstimate: 2 });
  });

  it('ignores a customer type or a sort the api does not know (a hand-edited URL)', async () => {
    const calls = stubGateway();
    await readQueuePage(
      loadClients({
        first: 25,
        after: null,
        sort: { id: 'email', desc: false },
        filters: { type: 'ALIEN' },
      }),
    );
    expect(calls[0]?.variables).toMatchObject({ type: null, sort: null, order: null, search: null });
  });

  it('opens the customer by fiscal id', () => {
    expect(clientHref({ fiscalId: 'X1234567L' })).toBe('/customer/X1234567L');
    expect(clientHref({ fiscalId: 'A/B 1' })).toBe('/customer/A%2FB%201');
  });

  it('an agent sees the customers and Enter on the focused row opens the customer page', async () => {
    stubGateway();
    const app = renderApp('/management/clients', { role: 'AGENT' });
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeTruthy();
    expect(await screen.findByText('Lucía Martín Vega')).toBeTruthy();
    expect(screen.getByText('Pablo Martín Vega')).toBeTruthy();
    const user = userEvent.setup();
    await user.keyboard('j');
    await user.keyboard('j');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.current()).toBe('/customer/X1234567L'));
  });
});
