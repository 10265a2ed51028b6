import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicCoverageLinksPanel } from '../../client/features/coverage/public-coverage-links-panel';
import { listCommands } from '../../client/palette/command-registry';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { commandContextFixture } from './command-context-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const OLD_KEY = 'b2xkLWtleS1vZi10aGUtYnJhbmQtMDAwMDAwMDAwMDA';
const NEW_KEY = 'bmV3LWtleS1vZi10aGUtYnJhbmQtMDAwMDAwMDAwMDA';

/** The gateway at the fetch boundary: the brand's key, which the rotation replaces. */
function stubGateway() {
  const operations: string[] = [];
  let key = OLD_KEY;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      operations.push(operation);
      if (operation === 'RotatePublicCoverageKey') {
        key = NEW_KEY;
        return Response.json({ data: { rotatePublicCoverageKey: key } });
      }
      return Response.json({ data: { publicCoverageKey: key } });
    }),
  );
  return operations;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the public coverage links panel', () => {
  it('generates new links only after an irreversible confirmation, and then shows them', async () => {
    const operations = stubGateway();
    const user = userEvent.setup();
    render(
      <Provider value={currentGraphqlClient()}>
        <PublicCoverageLinksPanel />
      </Provider>,
    );
    const brandLink = () => screen.getAllByRole('link')[0]?.getAttribute('href') ?? '';
    await screen.findByRole('heading', { name: 'Comparte la consulta de cobertura' });
    expect(brandLink()).toContain(`/coverage/public?key=${OLD_KEY}`);

    // Going back changes nothing; Enter alone cannot confirm (the focus starts on "Volver").
    await user.click(screen.getByRole('button', { name: 'Generar enlaces nuevos' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Generar enlaces nuevos?' });
    expect(within(dialog).getByRole('note').textContent).toMatch(/^No se puede deshacer/);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Volver' })),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Generar enlaces nuevos' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations).not.toContain('RotatePublicCoverageKey');

    await user.click(screen.getByRole('button', { name: 'Generar enlaces nuevos' }));
    dialog = await screen.findByRole('dialog', { name: '¿Generar enlaces nuevos?' });
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Entiendo que los enlaces compartidos hasta ahora dejarán de funcionar',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Generar enlaces nuevos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(operations.filter((operation) => operation === 'RotatePublicCoverageKey')).toHaveLength(1);
    await waitFor(() => expect(brandLink()).toContain(`/coverage/public?key=${NEW_KEY}`));
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent === 'Enlaces nuevos generados: los anteriores ya no funcionan.'),
    ).toBe(true);

    // The palette opens the same confirmation, on the coverage page only.
    const command = listCommands().find((candidate) => candidate.id === 'coverage.rotatePublicKey');
    const onCoverage = commandContextFixture('ADMIN', {
      route: { id: 'coverage', path: '/coverage', params: {} },
    });
    expect(command?.isVisible?.(onCoverage)).toBe(true);
    expect(command?.isVisible?.(commandContextFixture('ADMIN'))).toBe(false);
    await act(async () => {
      await command?.run?.(onCoverage);
    });
    expect(await screen.findByRole('dialog', { name: '¿Generar enlaces nuevos?' })).toBeTruthy();
  });
});
