import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddResourcesDialog } from '../../client/features/resources/add-resources-dialog';
import {
  addResourcesStore,
  closeAddResources,
  openAddResources,
} from '../../client/features/resources/add-resources-store';
import { RESOURCE_ACTIONS } from '../../client/features/resources/resource-actions';
import type { ResourceRow } from '../../client/features/resources/resource-row';
import { parseResourceValues } from '../../client/features/resources/resource-values';
import type { CommandContext } from '../../client/palette/command';
import { noticeStore } from '../../client/ui/notice-store';
import type { Role } from '../../schema/domain/roles';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const contextFor = (role: Role) =>
  ({
    user: { role, channel: '2020001', originalChannel: '2020001', email: 'demo@demo.test' },
    brand: { brandId: '2020001' },
    route: { id: 'resources', path: '/resources', params: {} },
  }) as unknown as CommandContext;

function resource(overrides: Partial<ResourceRow> = {}): ResourceRow {
  return {
    id: 'r-1',
    brandId: '2020001',
    channelId: '2020001',
    kind: 'MSISDN',
    value: '611000001',
    status: 'AVAILABLE',
    subscriptionId: null,
    reservedUntil: null,
    created: '2026-01-01T00:00:00Z',
    modified: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const visibleActions = (role: Role, row: ResourceRow) =>
  RESOURCE_ACTIONS.filter((action) => action.isVisible(contextFor(role), row)).map((action) => action.id);

type GraphqlCall = { query: string; variables: Record<string, unknown> };

function stubGateway(answer: (call: GraphqlCall) => unknown) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(body);
      return Response.json(answer(body));
    }),
  );
  return calls;
}

afterEach(() => {
  if (addResourcesStore.open) act(() => closeAddResources());
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

describe('resource actions', () => {
  it('offer only the manual moves of the inventory lifecycle, to admins', () => {
    expect(visibleActions('ADMIN', resource({ status: 'AVAILABLE' }))).toEqual([
      'resource.quarantine',
      'resource.retire',
    ]);
    expect(visibleActions('ADMIN', resource({ status: 'RESERVED' }))).toEqual([
      'resource.release',
      'resource.quarantine',
    ]);
    expect(visibleActions('ADMIN', resource({ status: 'ASSIGNED' }))).toEqual(['resource.quarantine']);
    expect(visibleActions('ADMIN', resource({ status: 'QUARANTINE' }))).toEqual([
      'resource.restock',
      'resource.retire',
    ]);
    expect(visibleActions('ADMIN', resource({ status: 'RETIRED' }))).toEqual([]);
    expect(visibleActions('MANAGER', resource({ status: 'AVAILABLE' }))).toEqual([]);
  });

  it('run on the whole selection, and retiring is irreversible', () => {
    expect(RESOURCE_ACTIONS.every((action) => action.bulk)).toBe(true);
    expect(RESOURCE_ACTIONS.find((action) => action.id === 'resource.retire')?.confirm?.irreversible).toBe(
      true,
    );
  });
});

describe('add resources values', () => {
  it('normalises numbers and ICCs as the api stores them', () => {
    expect(parseResourceValues('MSISDN', '+34 611 000 001\n611-000-002, 611000003;')).toEqual({
      ok: true,
      values: ['611000001', '611000002', '611000003'],
    });
    expect(parseResourceValues('SIM', '8934 0712 3456 7890 128')).toMatchObject({ ok: false });
  });

  it('names the first bad or repeated line', () => {
    expect(parseResourceValues('MSISDN', '611000001\n511000002')).toEqual({
      ok: false,
      error: {
        key: 'catalogue.resources.form.badValue',
        values: { number: 2, value: '511000002', problem: 'domain.validation.invalidMobile' },
      },
    });
    expect(parseResourceValues('MSISDN', '611000001\n+34611000001')).toEqual({
      ok: false,
      error: { key: 'catalogue.resources.form.repeated', values: { number: 2, value: '+34611000001' } },
    });
    expect(parseResourceValues('MSISDN', '  \n')).toEqual({
      ok: false,
      error: { key: 'validation.required' },
    });
  });
});

describe('add resources dialog', () => {
  it('shows the bad line with the translated reason and sends nothing', async () => {
    const calls = stubGateway(() => ({ data: null }));
    render(<AddResourcesDialog />);
    act(() => openAddResources());
    const dialog = await screen.findByRole('dialog', { name: 'Añadir recursos' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Valores'), '611000001{Enter}511000002');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    expect(
      within(dialog).getByText('Línea 2 (511000002): El móvil debe tener 9 dígitos y empezar por 6 o 7'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('adds the block and reports how many were added', async () => {
    const calls = stubGateway(() => ({ data: { addResources: { added: 2 } } }));
    render(<AddResourcesDialog />);
    act(() => openAddResources());
    const dialog = await screen.findByRole('dialog', { name: 'Añadir recursos' });
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'FIXED_NUMBER');
    await user.type(within(dialog).getByLabelText('Valores'), '910000001{Enter}910000002');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]?.variables).toEqual({ kind: 'FIXED_NUMBER', values: ['910000001', '910000002'] });
    expect(noticeStore.notices.map((notice) => notice.message)).toContain('Recursos añadidos: 2');
  });
});
