import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerLinesList } from '../../client/features/customer/customer-related-lists';
import { closePalette } from '../../client/palette/palette-store';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { lineFixture } from './line-fixture';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const LINE_ID = '44444444-4444-4444-8444-444444444444';
const NUMBER = '655443322';
const FISCAL_ID = '12345678Z';

function line(alias: string | null) {
  return lineFixture('MOBILE', NUMBER, LINE_ID, {
    fiscalId: FISCAL_ID,
    alias,
    modified: alias ? '2026-03-10T10:00:00Z' : '2025-01-10T10:00:00Z',
  });
}

/** The gateway of one mobile line, stubbed at the fetch boundary; answers what every operation asks. */
function stubGateway() {
  const operations: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      operations.push(operation);
      if (operation === 'Line') return Response.json({ data: { subscription: line(null) } });
      if (operation === 'CustomerLines') {
        return Response.json({ data: { subscriptions: { edges: [{ node: line(null) }] } } });
      }
      if (operation === 'LineHistory') {
        return Response.json({ data: { portabilities: { edges: [] }, processes: { edges: [] } } });
      }
      if (operation === 'LineChangeAlias') {
        expect(body.variables).toMatchObject({
          subscriptionId: LINE_ID,
          alias: 'Móvil de Ana',
          fiscalId: FISCAL_ID,
        });
        return Response.json({
          data: { changeSubscriptionAlias: { subscriptions: [line('Móvil de Ana')], processes: [] } },
        });
      }
      return Response.json({
        data: null,
        errors: [{ message: 'not stubbed', extensions: { code: 'INTERNAL' } }],
      });
    }),
  );
  return operations;
}

describe('a line action updates every view of the line from its answer', () => {
  beforeAll(() => {
    registerShellCommands();
  });
  afterEach(() => {
    closePalette();
    vi.unstubAllGlobals();
  });

  it('the alias changed from the palette shows on the line page and in the customer’s lines, with no second read', async () => {
    const operations = stubGateway();
    renderApp(`/line/${NUMBER}`, { role: 'MANAGER' });
    // The customer's line list, mounted beside the line page on the same client, as the customer page mounts it.
    const lists = document.body.appendChild(document.createElement('div'));
    render(
      <Provider value={currentGraphqlClient()}>
        <CustomerLinesList fiscalId={FISCAL_ID} tab="mobile" />
      </Provider>,
      { container: lists },
    );
    await screen.findByRole('toolbar', { name: 'Acciones de la línea' }, { timeout: 60_000 });
    await waitFor(() => expect(within(lists).getByText(NUMBER)).toBeTruthy());
    expect(screen.queryByTestId('line-alias')).toBeNull();
    const reads = operations.filter((operation) => operation !== 'LineChangeAlias');

    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByLabelText('Buscar comandos'), 'Cambiar el alias');
    await user.click(await screen.findByRole('option', { name: /Cambiar el alias/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Alias'), 'Móvil de Ana');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByTestId('line-alias').textContent).toBe('Móvil de Ana'));
    await waitFor(() => expect(within(lists).getByText('Móvil de Ana')).toBeTruthy());
    // One request for the action; neither the line nor the customer's lines were read again (the palette's own
    // search of the typed text, after a pause in typing, reads neither).
    expect(operations.slice(reads.length).filter((operation) => operation !== 'GlobalSearch')).toEqual([
      'LineChangeAlias',
    ]);
    expect(operations.filter((operation) => operation === 'Line')).toHaveLength(1);
    expect(operations.filter((operation) => operation === 'CustomerLines')).toHaveLength(1);
  }, 90_000);
});
