import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { entityActionRunStore } from '../../client/actions/entity-action-run-store';
import { noticeStore } from '../../client/ui/notice-store';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

const PORTABILITY = {
  id: 'p-live-1',
  direction: 'IN',
  status: 'INITIATED',
  type: 'POSTPAID',
  changeWindow: null,
  customerFiscalId: '12345678Z',
  document: '12345678Z',
  mobileNumber: '612340001',
  icc: null,
  donorOperator: 'Movistar',
  receiverOperator: 'Demo Telecom',
  created: '2026-11-20T10:00:00Z',
  modified: '2026-11-20T10:00:00Z',
};

/** The gateway at the fetch boundary: one incoming portability, and its cancellation. Every request is counted. */
function stubGateway() {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(call);
      if (call.query.includes('portabilities(')) {
        return Response.json({
          data: {
            portabilities: {
              edges: [{ cursor: 'end', node: PORTABILITY }],
              pageInfo: { hasNextPage: false, endCursor: 'end' },
            },
          },
        });
      }
      if (call.query.includes('cancelPortability(')) {
        return Response.json({
          data: {
            cancelPortability: {
              id: PORTABILITY.id,
              status: 'PENDING_CANCELATION',
              modified: '2026-11-21T09:00:00Z',
            },
          },
        });
      }
      return Response.json({ data: null });
    }),
  );
  return calls;
}

// happy-dom has no layout: give elements a viewport-sized box so the virtualized table shows its rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});
afterEach(() => {
  entityActionRunStore.run = null;
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

describe('a queue page watches its page in the normalized cache', () => {
  it('redraws a row from an action’s answer without reading the list again', async () => {
    const calls = stubGateway();
    renderApp('/management/portabilities', { role: 'MANAGER' });
    const cell = await screen.findByText('612340001', undefined, { timeout: 20_000 });
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Iniciada')).toBeTruthy();
    const before = calls.length;
    expect(calls.filter((call) => call.query.includes('portabilities('))).toHaveLength(1);

    const user = userEvent.setup();
    // The row's actions are in its "⋯" menu.
    await user.click(within(row).getByRole('button', { name: 'Acciones de 612340001' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelar portabilidad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar portabilidad' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fraude' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Cancelar esta portabilidad?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar portabilidad' }));

    const updated = (await screen.findByText('612340001')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(updated).getByText('Pendiente de cancelación')).toBeTruthy());
    // One extra request: the mutation. The page's list was not read again.
    expect(calls.slice(before).map((call) => call.query.includes('cancelPortability('))).toEqual([true]);
    expect(calls.filter((call) => call.query.includes('portabilities('))).toHaveLength(1);
  });
});
