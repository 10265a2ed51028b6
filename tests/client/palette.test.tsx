import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closePalette, paletteStore } from '../../client/palette/palette-store';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import { renderApp, type TestUser } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

beforeAll(() => {
  registerShellCommands();
});

afterEach(() => {
  cleanup();
  closePalette();
  vi.unstubAllGlobals();
});

async function openPalette(path: string, who: TestUser, brand = {}) {
  const app = renderApp(path, who, brand);
  await screen.findByRole('navigation', { name: 'Menú principal' });
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByLabelText('Buscar comandos');
  return { app, user, input };
}

function optionNames(): string[] {
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('command palette', () => {
  it('opens with Ctrl+K and lists only the navigation an AGENT may reach', async () => {
    await openPalette('/subscriptions/v2', { role: 'AGENT' });
    const names = optionNames();
    for (const reachable of [
      'Alta de cliente',
      'Cobertura',
      'Pedidos',
      'Portabilidades',
      'Instalaciones',
      'Envíos',
    ]) {
      expect(
        names.some((name) => name.startsWith(reachable)),
        reachable,
      ).toBe(true);
    }
    expect(names.some((name) => name.startsWith('Clientes'))).toBe(true);
    for (const unreachable of [
      'Panel de control',
      'Recursos',
      'Suscripciones',
      'Procesos',
      'Leads',
      'Canales',
    ]) {
      expect(
        names.some((name) => name.startsWith(unreachable)),
        unreachable,
      ).toBe(false);
    }
    expect(names).toContain('Cambiar idioma a English');
    expect(names).toContain('Cambiar entre tema claro y oscuro');
    expect(names).toContain('Cerrar sesión');
    expect(names).not.toContain('Volver a mi canal');
    expect(names).not.toContain('Entrar en una marca…');
  });

  it('navigates with Enter on a navigation command and closes', async () => {
    const { app, user } = await openPalette('/subscriptions/v2', { role: 'AGENT' });
    await user.keyboard('Clientes');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.current()).toBe('/management/clients'));
    expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Buscar comandos')).toBeNull());
  });

  it('closes with Escape', async () => {
    const { user } = await openPalette('/dashboard', { role: 'ADMIN' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Buscar comandos')).toBeNull());
  });

  it('is opened by the top bar search button too', async () => {
    renderApp('/dashboard', { role: 'ADMIN' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByLabelText('Buscar comandos')).toBeTruthy();
  });

  it('offers return to my channel only when the current channel differs from the original', async () => {
    await openPalette('/dashboard', { role: 'ADMIN', channel: '2020001001', originalChannel: '2020001' });
    // The option reads its name and then its key sequence (g 0).
    expect(optionNames()).toContain('Volver a mi canalg0');
  });

  it('offers the operator the brands from cachedBrands as a nested page', async () => {
    const fetchBrands = vi.fn(async () =>
      Response.json({
        data: {
          cachedBrands: [
            { brandId: '2020001', name: 'Demo Telecom' },
            { brandId: '1450002', name: 'Vela Movil' },
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchBrands);
    const { user } = await openPalette(
      '/dashboard',
      { role: 'ADMIN', channel: '0', originalChannel: '0' },
      { brandId: '0' },
    );
    await user.keyboard('Entrar en una marca');
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Demo Telecom (2020001)', 'Vela Movil (1450002)']),
    );
    // The palette's global search also asks the gateway while typing; the brand list is fetched once.
    const brandCalls = fetchBrands.mock.calls.filter((call: unknown[]) =>
      String((call[1] as RequestInit | undefined)?.body ?? '').includes('CachedBrands'),
    );
    expect(brandCalls).toHaveLength(1);
  });

  it('runs key sequences from the registry: g s opens subscriptions for a MANAGER', async () => {
    const app = renderApp('/subscriptions/v2', { role: 'MANAGER' });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    const user = userEvent.setup();
    await user.keyboard('gs');
    await waitFor(() => expect(app.current()).toBe('/subs'));
  });

  it('does not run a sequence the user may not reach, and ? opens the generated shortcut help', async () => {
    const app = renderApp('/subscriptions/v2', { role: 'AGENT' });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    const user = userEvent.setup();
    await user.keyboard('gs');
    expect(app.current()).toBe('/subscriptions/v2');
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    expect(within(help).getByText('Clientes')).toBeTruthy();
    expect(within(help).queryByText('Suscripciones')).toBeNull();
  });
});

describe('keys typed before the palette’s input has the focus', () => {
  it('reach the input once it is there, and nothing else', async () => {
    renderApp('/subscriptions/v2', { role: 'MANAGER' });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    // The dialog mounts after this handler's render: keys pressed in between land on the page's body.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
      for (const key of 'Sauc') {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }
    });
    const input = (await screen.findByLabelText('Buscar comandos')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Sauc'));
    expect(paletteStore.typedAhead).toBe('');
    const user = userEvent.setup();
    await user.type(input, 'ede');
    expect(input.value).toBe('Saucede');
  });

  it('are dropped when the palette closes before its input has them', async () => {
    renderApp('/subscriptions/v2', { role: 'MANAGER' });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true }),
      );
      expect(paletteStore.typedAhead).toBe('x');
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    });
    expect(paletteStore.typedAhead).toBe('');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    expect(((await screen.findByLabelText('Buscar comandos')) as HTMLInputElement).value).toBe('');
  });
});
