import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowedLineActions as apiLineActions } from '../../api/line-actions/line-action-rules';
import {
  allowedLineActions,
  type LineActionKey,
  type LineRuleInput,
} from '../../client/features/line/line-action-visibility';
import { closePalette } from '../../client/palette/palette-store';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import type { ProductFamily } from '../../schema/domain/vocabulary/product';
import { PRODUCT_FAMILIES } from '../../schema/domain/vocabulary/product';
import type { SubscriptionStatus } from '../../schema/domain/vocabulary/subscription';
import { SUBSCRIPTION_STATUSES } from '../../schema/domain/vocabulary/subscription';
import { lineFixture } from './line-fixture';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

function rules(
  family: ProductFamily,
  status: SubscriptionStatus,
  overrides: Partial<LineRuleInput> = {},
): LineRuleInput {
  return {
    family,
    status,
    sharedSubscriptionId: null,
    baseSubscriptions: [],
    headerSubscriptionId: null,
    convergentSubscriptionId: null,
    ...overrides,
  };
}

const MOBILE_NETWORK: LineActionKey[] = ['configurationSms', 'spn', 'duplicateSim', 'addMultisim'];
const FIBRE_NETWORK: LineActionKey[] = ['ontReset', 'activeMode', 'wifi', 'fibreCheck'];

describe('line action visibility: role, family, status and links', () => {
  it('an ACTIVE mobile line offers the mobile actions and none of the fibre or TV ones', () => {
    const allowed = allowedLineActions(rules('MOBILE', 'ACTIVE'), 'MANAGER');
    expect(allowed).toEqual(
      expect.arrayContaining([...MOBILE_NETWORK, 'alias', 'changeProduct', 'addOptional']),
    );
    expect(allowed).toEqual(
      expect.arrayContaining(['changeHolder', 'createSharedGroup', 'addToSharedGroup', 'pack']),
    );
    expect(allowed).toEqual(expect.arrayContaining(['password', 'cancel']));
    for (const key of [...FIBRE_NETWORK, 'tvStatus', 'unpack', 'removeFromSharedGroup'] as const) {
      expect(allowed).not.toContain(key);
    }
  });

  it('fibre and convergent lines offer the fibre access actions; a TV line only the TV status of the network ones', () => {
    for (const family of ['FIBRE', 'CONVERGENT'] as const) {
      const allowed = allowedLineActions(rules(family, 'ACTIVE'), 'MANAGER');
      expect(allowed).toEqual(expect.arrayContaining(FIBRE_NETWORK));
      for (const key of [...MOBILE_NETWORK, 'tvStatus', 'createSharedGroup'] as const)
        expect(allowed).not.toContain(key);
    }
    const tv = allowedLineActions(rules('TV', 'ACTIVE'), 'MANAGER');
    expect(tv).toContain('tvStatus');
    for (const key of [...MOBILE_NETWORK, ...FIBRE_NETWORK, 'pack'] as const) expect(tv).not.toContain(key);
  });

  it('the status decides: contract changes need ACTIVE, technical ones a live line, cancel a line not ended', () => {
    const pending = allowedLineActions(rules('MOBILE', 'PENDING_TERMINATION'), 'MANAGER');
    expect(pending).toEqual(expect.arrayContaining(['spn', 'configurationSms', 'alias', 'password']));
    for (const key of [
      'cancel',
      'changeProduct',
      'changeHolder',
      'addOptional',
      'addMultisim',
      'pack',
    ] as const) {
      expect(pending).not.toContain(key);
    }
    const porting = allowedLineActions(rules('FIBRE', 'PENDING_PORTABILITY'), 'MANAGER');
    expect(porting).toEqual(['alias', 'fibreCheck', 'cancel']);
    expect(allowedLineActions(rules('MOBILE', 'UNKNOWN'), 'MANAGER')).toEqual(['alias', 'cancel']);
    for (const ended of ['TERMINATED', 'CANCELED'] as const) {
      expect(allowedLineActions(rules('MOBILE', ended), 'MANAGER')).toEqual([]);
    }
  });

  it('only managers and above: an agent, a legacy user or a client sees no line action', () => {
    const line = rules('MOBILE', 'ACTIVE');
    expect(allowedLineActions(line, 'ADMIN')).toEqual(allowedLineActions(line, 'MANAGER'));
    for (const role of ['AGENT', 'USER', 'CLIENT', null] as const)
      expect(allowedLineActions(line, role)).toEqual([]);
  });

  it('groups and packs: a member can leave its group, a packed line can unpack and not pack again', () => {
    const member = allowedLineActions(rules('MOBILE', 'ACTIVE', { sharedSubscriptionId: 'g-1' }), 'MANAGER');
    expect(member).toContain('removeFromSharedGroup');
    expect(member).not.toContain('createSharedGroup');
    expect(member).not.toContain('addToSharedGroup');
    const head = allowedLineActions(rules('MOBILE', 'ACTIVE', { baseSubscriptions: ['l-2'] }), 'MANAGER');
    expect(head).not.toContain('createSharedGroup');
    const packed = allowedLineActions(rules('MOBILE', 'ACTIVE', { headerSubscriptionId: 'f-1' }), 'MANAGER');
    expect(packed).toContain('unpack');
    expect(packed).not.toContain('pack');
  });

  it("offers a line action exactly when the api lists it in the line's services (the same rule, not a copy)", () => {
    const lineActionOfKey: Partial<Record<LineActionKey, string>> = {
      configurationSms: 'CONFIG_SMS',
      spn: 'SPN_CHANGE',
      duplicateSim: 'DUPLICATE_SIM',
      addMultisim: 'ADD_MULTISIM',
      tvStatus: 'TV_STATUS',
      ontReset: 'ONT_RESET',
      activeMode: 'ACTIVE_MODE',
      wifi: 'WIFI_CHANGE',
      fibreCheck: 'FIBRE_CHECK',
      password: 'PASSWORD_CHANGE',
      cancel: 'CANCEL_LINE',
    };
    for (const family of PRODUCT_FAMILIES) {
      for (const status of SUBSCRIPTION_STATUSES) {
        const fromApi = apiLineActions({ family, status });
        const offered = allowedLineActions(rules(family, status), 'MANAGER')
          .map((key) => lineActionOfKey[key])
          .filter((action) => action !== undefined);
        expect(new Set(offered), `${family} ${status}`).toEqual(
          new Set(fromApi.filter((action) => action !== 'TERMINATE')),
        );
      }
    }
  });
});

type GraphqlCall = { operation: string; variables: Record<string, unknown> };

function lineNode(family: ProductFamily, lineNumber: string) {
  return lineFixture(family, lineNumber, `sub-${lineNumber}`);
}

/** The gateway of a demo world with one mobile and one fibre line, stubbed at the fetch boundary. */
function stubGateway() {
  const lines = { '612345678': lineNode('MOBILE', '612345678'), '911222333': lineNode('FIBRE', '911222333') };
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'Line') {
        const node = lines[String(body.variables.lineNumber) as keyof typeof lines];
        if (!node) {
          return Response.json({
            data: null,
            errors: [{ message: 'No such line', extensions: { code: 'NOT_FOUND' } }],
          });
        }
        return Response.json({ data: { subscription: node } });
      }
      if (operation === 'LineHistory') {
        return Response.json({ data: { portabilities: { edges: [] }, processes: { edges: [] } } });
      }
      return Response.json({
        data: null,
        errors: [{ message: 'not stubbed', extensions: { code: 'PROVIDER_ERROR' } }],
      });
    }),
  );
  return calls;
}

describe('line commands in the palette and buttons on the line view', () => {
  beforeAll(() => {
    registerShellCommands();
  });
  afterEach(() => {
    closePalette();
    vi.unstubAllGlobals();
  });

  async function paletteOptions(): Promise<string[]> {
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    return screen.getAllByRole('option').map((option) => option.textContent ?? '');
  }

  it('a mobile line on screen lists its mobile actions as commands and buttons, not the fibre ones', async () => {
    stubGateway();
    renderApp('/line/612345678', { role: 'MANAGER' });
    // The first render of the line page's chunk transforms it on demand: slow on a cold, shared machine.
    const toolbar = await screen.findByRole('toolbar', { name: 'Acciones de la línea' }, { timeout: 60_000 });
    const buttons = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(
      expect.arrayContaining(['Cambiar el SPN', 'Enviar SMS de configuración', 'Dar de baja la línea']),
    );
    expect(buttons).not.toContain('Reiniciar la ONT');
    const options = await paletteOptions();
    for (const title of [
      'Cambiar el alias',
      'Cambiar la tarifa',
      'Cambiar el SPN',
      'Duplicado de SIM',
      'Dar de baja la línea',
    ]) {
      expect(
        options.some((option) => option.startsWith(title)),
        title,
      ).toBe(true);
    }
    for (const title of ['Reiniciar la ONT', 'Cambiar la wifi', 'Estado de la TV']) {
      expect(
        options.some((option) => option.startsWith(title)),
        title,
      ).toBe(false);
    }
  }, 90_000);

  it('a fibre line on screen lists the fibre actions instead', async () => {
    stubGateway();
    renderApp('/line/911222333', { role: 'MANAGER' });
    await screen.findByRole('toolbar', { name: 'Acciones de la línea' }, { timeout: 20_000 });
    const options = await paletteOptions();
    for (const title of ['Reiniciar la ONT', 'Cambiar la wifi', 'Comprobar la fibra', 'Modo activo']) {
      expect(
        options.some((option) => option.startsWith(title)),
        title,
      ).toBe(true);
    }
    for (const title of ['Cambiar el SPN', 'Duplicado de SIM', 'Enviar SMS de configuración']) {
      expect(
        options.some((option) => option.startsWith(title)),
        title,
      ).toBe(false);
    }
  });

  it('no line on screen, no line command; an agent does not reach the line view', async () => {
    const calls = stubGateway();
    const manager = renderApp('/processes', { role: 'MANAGER' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    expect(manager.current()).toBe('/processes');
    const options = await paletteOptions();
    expect(options.some((option) => option.startsWith('Dar de baja la línea'))).toBe(false);
    closePalette();
    document.body.innerHTML = '';
    const agent = renderApp('/line/612345678', { role: 'AGENT' });
    await waitFor(() => expect(agent.current()).not.toBe('/line/612345678'));
    expect(calls.some((call) => call.operation === 'Line' && call.variables.lineNumber === '612345678')).toBe(
      false,
    );
  });
});
