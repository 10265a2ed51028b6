import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';

// Pages that read the gateway (signup v2's address fieldset reads the provinces) need a signed-in token: without
// one the console signs out, and that would reach the next test's session.
vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router with guards, layouts and pages', () => {
  it('sends an unknown path to /error-404 and shows the translated 404 page', async () => {
    const app = renderApp('/no/such/page', null);
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(app.current()).toBe('/error-404');
  });

  it('sends an AGENT typing /resources to not-authorized and shows the attempt', async () => {
    const app = renderApp('/resources', { role: 'AGENT' });
    expect(await screen.findByRole('heading', { name: 'No autorizado' })).toBeTruthy();
    expect(app.current()).toBe('/not-authorized');
    expect(screen.getByTestId('unauthorized-attempt').textContent).toBe('/resources');
    expect(sessionStorage.getItem('centralita.lastUnauthorized')).toBe('/resources');
  });

  it('sends an anonymous visitor to /login keeping the marketplace query, and remembers the destination', async () => {
    const app = renderApp('/subs?marketplace=acme&tab=2', null);
    expect(await screen.findByLabelText('Correo electrónico')).toBeTruthy();
    expect(app.current()).toBe('/login?marketplace=acme');
    expect(sessionStorage.getItem('centralita.returnTo')).toBe('/subs?marketplace=acme&tab=2');
  });

  it('takes an ADMIN from / to the dashboard inside the content layout', async () => {
    const app = renderApp('/', { role: 'ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Panel de control' })).toBeTruthy();
    expect(app.current()).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Menú de usuario/ })).toBeTruthy();
  });

  it('shows the ADMIN of a 202 brand every menu entry but invoices, in menu order, leads badged', async () => {
    renderApp('/dashboard', { role: 'ADMIN' });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Panel de control',
      'Alta de cliente',
      'Cobertura',
      'Pedidos',
      'Portabilidades',
      'Instalaciones',
      'Envíos',
      'Procesos',
      'Productos',
      'Suscripciones',
      'Migraciones',
      'LeadsNuevo',
      'Clientes',
      'Usuarios',
      'Canales',
      'Recursos',
      'Configuración de marca',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows invoices when the brand generates customer invoices, and hides channels outside 202/145', async () => {
    renderApp(
      '/dashboard',
      { role: 'ADMIN' },
      { brandId: '3000003', name: 'Nimbus Fibra', generateCustomerInvoices: true },
    );
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Facturas' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Canales' })).toBeNull();
  });

  it('sends admin@nimbus.test-like users from /management/channel to 404', async () => {
    const app = renderApp('/management/channel', { role: 'ADMIN' }, { brandId: '3000003' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeTruthy();
    expect(app.current()).toBe('/error-404');
  });

  it('shows an AGENT only the agent entries of the menu (shipments is a manager entry)', async () => {
    renderApp('/subscriptions/v2', { role: 'AGENT' });
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alta de cliente', 'Cobertura', 'Pedidos', 'Portabilidades', 'Instalaciones', 'Clientes']);
  });

  it('sends a MANAGER from /dashboard to signup v2', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { provinces: [] } })),
    );
    const manager = renderApp('/dashboard', { role: 'MANAGER' });
    expect(await screen.findByRole('heading', { name: 'Alta de cliente' })).toBeTruthy();
    expect(manager.current()).toBe('/subscriptions/v2');
  });

  it('sends a signed-in user away from /login', async () => {
    const client = renderApp('/login', { role: 'CLIENT' });
    expect(await screen.findByRole('heading', { name: 'Control de acceso' })).toBeTruthy();
    expect(client.current()).toBe('/access-control');
  });

  it('recomputes and stores the abilities on navigation', async () => {
    // A page that reads nothing from the gateway (the queues and forms would, and without a token that signs out).
    renderApp('/access-control', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Control de acceso' });
    await waitFor(() => expect(sessionStorage.getItem('centralita.abilities')).toContain('"manager"'));
    expect(sessionStorage.getItem('centralita.abilities')).not.toContain('"admin"');
  });
});
