import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionBrand } from '../../client/session/session-store';
import { setMenuCollapsed } from '../../client/shell/shell-store';
import { setTheme } from '../../client/theme/theme-store';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

const LOGOS = {
  logoURL: '/brand-logos/2020001/BRAND-aaaa.png',
  expandedLogoURL: '/brand-logos/2020001/EXPANDED-bbbb.png',
  darkModeLogoURL: '/brand-logos/2020001/DARK_BRAND-cccc.png',
  darkModeExpandedLogoURL: '/brand-logos/2020001/DARK_EXPANDED-dddd.png',
};

afterEach(() => {
  cleanup();
  setTheme('light');
  setMenuCollapsed(false);
});

async function openShell(brand: Partial<SessionBrand>) {
  renderApp('/access-control', { role: 'ADMIN' }, brand);
  await screen.findByRole('navigation', { name: 'Menú principal' });
  return userEvent.setup();
}

const logo = () => screen.getByRole('img', { name: 'Demo Telecom' }).getAttribute('src');

describe('the brand logo in the shell', () => {
  it('shows the expanded logo, and the dark-mode expanded variant in dark mode', async () => {
    const user = await openShell(LOGOS);
    expect(logo()).toBe(LOGOS.expandedLogoURL);
    await user.click(screen.getByRole('button', { name: 'Modo oscuro' }));
    await waitFor(() => expect(logo()).toBe(LOGOS.darkModeExpandedLogoURL));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Modo oscuro' }));
    await waitFor(() => expect(logo()).toBe(LOGOS.expandedLogoURL));
  });

  it('falls back to the dark-mode brand logo, then to the light ones, when a variant is missing', async () => {
    const user = await openShell({ ...LOGOS, darkModeExpandedLogoURL: null });
    await user.click(screen.getByRole('button', { name: 'Modo oscuro' }));
    await waitFor(() => expect(logo()).toBe(LOGOS.darkModeLogoURL));
    cleanup();
    await openShell({ logoURL: LOGOS.logoURL });
    expect(logo()).toBe(LOGOS.logoURL);
  });

  it('leaves the collapsed menu to its expand button: no logo in 68 px', async () => {
    const user = await openShell(LOGOS);
    await user.click(screen.getByRole('button', { name: 'Contraer menú' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Demo Telecom' })).toBeNull());
  });
});
