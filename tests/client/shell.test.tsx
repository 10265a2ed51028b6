import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../client/i18n/i18n';
import { RouteErrorBoundary } from '../../client/routing/route-error-boundary';
import { setMenuCollapsed } from '../../client/shell/shell-store';
import { setTheme } from '../../client/theme/theme-store';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

afterEach(async () => {
  // Unmount first: a language change would otherwise re-render the last test's tree outside act().
  cleanup();
  await changeLanguage('es');
  setTheme('light');
  setMenuCollapsed(false);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('language switch', () => {
  it('changes the visible texts, sets <html lang> and remembers the choice', async () => {
    renderApp('/dashboard', { role: 'ADMIN' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Panel de control' });
    const select = screen.getByLabelText('Idioma') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Español',
      'English',
      'Brasileiro',
      'Català',
    ]);
    await user.selectOptions(select, 'en');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByLabelText('Language')).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await user.selectOptions(screen.getByLabelText('Language'), 'br');
    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt-BR');
    await user.selectOptions(screen.getByLabelText('Idioma'), 'ca');
    expect(await screen.findByRole('heading', { name: 'Tauler de control' })).toBeTruthy();
  });

  it('starts in the stored language (es when none)', async () => {
    localStorage.setItem('language', 'ca');
    const { storedLanguage } = await import('../../client/i18n/i18n');
    expect(storedLanguage()).toBe('ca');
    localStorage.setItem('language', 'xx');
    expect(storedLanguage()).toBe('es');
    await initI18n();
    expect(i18n.options.fallbackLng).toEqual(['es']);
  });
});

describe('theme toggle', () => {
  it('switches to dark, marks itself pressed and remembers it', async () => {
    renderApp('/dashboard', { role: 'ADMIN' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Modo oscuro' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('side menu', () => {
  it('collapses to the mini width keeping the links named, and remembers it', async () => {
    renderApp('/dashboard', { role: 'ADMIN' });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Contraer menú' });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(nav.closest('aside')?.style.width).toBe('260px');
    await user.click(toggle);
    expect(nav.closest('aside')?.style.width).toBe('68px');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Recursos' })).toBeTruthy();
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
  });
});

describe('user menu', () => {
  it('shows who is signed in and logs out to /login', async () => {
    const app = renderApp('/dashboard', { role: 'ADMIN', fullName: 'Ada Admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Superadmin')).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Volver a mi canal' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(app.current()).toBe('/login'));
    expect(auth.signOut).toHaveBeenCalled();
    expect(await screen.findByLabelText('Correo electrónico')).toBeTruthy();
  });

  it('offers return to my channel away from the original channel and refetches the session', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const query = String(JSON.parse(String(init?.body)).query);
        // The dashboard's own queries follow once the session lands; only these two are the story.
        const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
        if (operation === 'ReturnToOriginalChannel') calls.push('return');
        if (operation === 'Session') calls.push('session');
        if (query.includes('returnToOriginalChannel')) {
          return Response.json({
            data: { returnToOriginalChannel: { channel: '2020001', originalChannel: '2020001' } },
          });
        }
        return Response.json({
          data: {
            session: {
              fullName: 'Ada Admin',
              username: 'admin',
              email: 'admin@demo.test',
              role: 'ADMIN',
              channel: '2020001',
              originalChannel: '2020001',
              superAdmin: false,
              avatar: null,
              abilities: [],
            },
            brand: {
              brandId: '2020001',
              name: 'Demo Telecom',
              logoURL: null,
              expandedLogoURL: null,
              darkModeLogoURL: null,
              darkModeExpandedLogoURL: null,
              generateCustomerInvoices: false,
              hasMaxSales: false,
              maxSales: null,
            },
          },
        });
      }),
    );
    const app = renderApp('/leads', { role: 'ADMIN', channel: '2020001001', originalChannel: '2020001' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Volver a mi canal' }));
    await waitFor(() => expect(calls).toEqual(['return', 'session']));
    await waitFor(() => expect(app.current()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Panel de control' })).toBeTruthy();
  });
});

function Broken(): never {
  throw new Error('render failed');
}

describe('navigation error fallback', () => {
  it('shows an error and, after 500 ms, takes the fallback', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFallback = vi.fn(() => true);
    render(
      <RouteErrorBoundary onFallback={onFallback}>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo ha fallado al mostrar esta página.' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(499);
    expect(onFallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onFallback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    logged.mockRestore();
  });
});
