import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CoveragePage from '../../client/features/coverage/coverage-page';
import { i18n } from '../../client/i18n/i18n';
import { filterCommands } from '../../client/palette/filter-commands';
import { NAVIGATION_COMMANDS } from '../../client/palette/navigation-commands';
import { ROUTES } from '../../client/routes';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { commandContextFixture } from './command-context-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const COVERAGE_ROUTE = ROUTES.find((route) => route.id === 'coverage')!;

type GraphqlCall = { operation: string; variables: Record<string, unknown> };

function stubGateway(checkCoverage: (variables: Record<string, unknown>) => unknown) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'AddressProvinces') {
        return Response.json({ data: { provinces: [{ code: '28', name: 'Madrid' }] } });
      }
      if (operation === 'AddressCities') {
        return Response.json({
          data: { cities: [{ name: 'Madrid', provinceCode: '28', postalCode: '28001' }] },
        });
      }
      return Response.json(checkCoverage(body.variables));
    }),
  );
  return calls;
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Madrid' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Provincia' }), '28');
  await user.click(screen.getByRole('combobox', { name: 'Municipio' }));
  await user.keyboard('Mad');
  await screen.findByRole('listbox', { name: 'Municipio' });
  await user.keyboard('{ArrowDown}{Enter}');
  await user.type(screen.getByLabelText('Calle'), 'Calle de Alcalá');
  await user.type(screen.getByLabelText('Número'), '12');
  await user.type(screen.getByLabelText('Piso'), '2º');
}

function renderPage() {
  render(
    <Provider value={currentGraphqlClient()}>
      <CoveragePage route={COVERAGE_ROUTE} params={{}} />
    </Provider>,
  );
  return userEvent.setup();
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('the /coverage page', () => {
  it('checks the address, lists every technology with its speeds in the language’s format, and opens the signup with it', async () => {
    const calls = stubGateway(() => ({
      data: {
        checkCoverage: {
          covered: true,
          technologies: [
            { technology: 'FIBRE', maxDownloadMbps: 1000, maxUploadMbps: 1000 },
            { technology: '4G', maxDownloadMbps: 120.5, maxUploadMbps: 20 },
          ],
        },
      },
    }));
    const user = renderPage();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Comprobar cobertura' }));
    const result = await screen.findByRole('region', { name: 'Hay cobertura' });
    expect(calls.find((call) => call.operation === 'CheckCoverage')?.variables).toEqual({
      address: {
        postalCode: '28001',
        province: '28',
        city: 'Madrid',
        street: 'Calle de Alcalá',
        number: '12',
      },
    });
    const rows = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      'Fibra1000 Mb/s1000 Mb/s',
      '4G120,5 Mb/s20 Mb/s',
      'ADSLNo disponible',
      '5GNo disponible',
      'SatéliteNo disponible',
    ]);
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(within(result).getAllByText('1,000 Mb/s')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Start signup here' }));
    expect(`${location.pathname}${location.search}`).toBe(
      '/subscriptions/v2?street=Calle+de+Alcal%C3%A1&number=12&floor=2%C2%BA&postalCode=28001&province=28&city=Madrid',
    );
  });

  it('shows the api’s refusal next to the field it names, and no result', async () => {
    stubGateway(() => ({
      data: null,
      errors: [
        {
          message: 'domain.validation.maxLength',
          extensions: { code: 'INVALID_REQUEST', status: 400, field: 'street' },
        },
      ],
    }));
    const user = renderPage();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Comprobar cobertura' }));
    const street = screen.getByLabelText('Calle');
    await waitFor(() => expect(street.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(street.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /caracteres/,
    );
    expect(screen.queryByRole('region', { name: /cobertura/i })).toBeNull();
  });
});

describe('the palette command that opens /coverage', () => {
  it('is the route’s navigation command, found by "coverage" and by "cobertura"', () => {
    const context = commandContextFixture('AGENT');
    const visible = NAVIGATION_COMMANDS.filter((command) => command.isVisible(context));
    const title = (command: (typeof visible)[number]) => i18n.t(command.title);
    for (const search of ['coverage', 'cobertura']) {
      expect(filterCommands(visible, search, title)[0]?.id).toBe('navigate.coverage');
    }
  });
});
