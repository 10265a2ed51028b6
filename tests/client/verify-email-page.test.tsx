import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../client/app';
import { setSessionAnonymous } from '../../client/session/session-store';

type GatewayCall = { operation: string; variables: Record<string, unknown>; authorization: string | null };

function stubGateway(answer: unknown) {
  const calls: GatewayCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      calls.push({
        operation: /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '',
        variables: body.variables,
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return Response.json(answer);
    }),
  );
  return calls;
}

/** The console as the browser runs it in development: StrictMode, which mounts every effect twice. */
function renderAnonymous(path: string) {
  setSessionAnonymous();
  const location = memoryLocation({ path, record: true });
  render(
    <StrictMode>
      <App locationHook={location.hook} searchHook={location.searchHook} />
    </StrictMode>,
  );
  return location;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the e-mail verification link', () => {
  it('verifies once, without a session, even when React mounts the page twice, and shows the success page', async () => {
    const calls = stubGateway({
      data: { verifyEmail: { kind: 'NOTIFICATION', email: 'avisos@demo.test', status: 'VERIFIED' } },
    });
    const location = renderAnonymous('/verify-email?token=first-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo verificado' })).toBeTruthy();
    // The token leaves the history: the link's page was replaced, not left behind.
    expect(location.history).toEqual(['/verify-email/success']);
    expect(calls).toEqual([
      { operation: 'EmailVerificationVerify', variables: { token: 'first-token' }, authorization: null },
    ]);
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it.each([
    ['VERIFICATION_TOKEN_USED', 'used', 'Este enlace de verificación ya se ha usado.'],
    ['VERIFICATION_TOKEN_EXPIRED', 'expired', 'Este enlace de verificación ha caducado'],
    ['VERIFICATION_TOKEN_INVALID', 'invalid', 'Este enlace de verificación no es válido.'],
    ['RATE_LIMITED', 'unavailable', 'Ahora no se ha podido comprobar el enlace de verificación.'],
  ])(
    'sends %s to the error page with its reason (%s), the hint and the way home',
    async (code, reason, text) => {
      stubGateway({ data: null, errors: [{ message: code, extensions: { code } }] });
      const location = renderAnonymous(`/verify-email?token=token-${reason}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'No se ha podido verificar el correo' }),
      ).toBeTruthy();
      expect(location.history).toEqual([`/verify-email/error?reason=${reason}`]);
      expect(screen.getByRole('alert').textContent).toContain(text);
      expect(
        screen.getByText(/solicitar un nuevo correo de verificación en Configuración de marca/),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
    },
  );

  it('treats a link without a token as not valid, without asking the gateway', async () => {
    const calls = stubGateway({});
    const location = renderAnonymous('/verify-email');
    await waitFor(() => expect(location.history).toEqual(['/verify-email/error?reason=invalid']));
    expect(calls).toEqual([]);
  });
});
