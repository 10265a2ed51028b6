import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The gateway answers every read with `code` (the customer page's first read is the customer). */
function gatewayAnswering(code: string) {
  const operations: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
      operations.push(body.operationName ?? '');
      return Response.json({ data: null, errors: [{ message: 'no', extensions: { code } }] });
    }),
  );
  return operations;
}

describe('a customer page for a document the channel does not hold', () => {
  it('says which document is missing and leads to the customers list instead of offering to read it again', async () => {
    gatewayAnswering('NOT_FOUND');
    const app = renderApp('/customer/00000000t', { role: 'MANAGER' });
    expect(
      await screen.findByText('No hay ningún cliente con el documento 00000000T en tu canal.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a la lista de clientes' }));
    await waitFor(() => expect(app.current()).toBe('/management/clients'));
  });

  it('offers to read it again when the failure may pass', async () => {
    gatewayAnswering('API_UNAVAILABLE');
    renderApp('/customer/00000000T', { role: 'MANAGER' });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ir a la lista de clientes' })).toBeNull();
  });
});

describe('a customer page for an agent', () => {
  it('does not ask for the lines an agent may not read, and says who sees them', async () => {
    const { customerFixture } = await import('./customer-fixture');
    const operations: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
        operations.push(body.operationName ?? '');
        if (body.operationName === 'CustomerPage')
          return Response.json({ data: { customer: customerFixture() } });
        return Response.json({ data: null, errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] });
      }),
    );
    renderApp('/customer/12345678Z', { role: 'AGENT' });
    expect(
      await screen.findByText('Las líneas del cliente se ven a partir del rol Administración.'),
    ).toBeTruthy();
    expect(operations).toContain('CustomerPage');
    expect(operations).not.toContain('CustomerLines');
  });
});
