import { act, screen, waitFor } from '@testing-library/react';
import * as auth from 'aws-amplify/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthorizedFetch, runOperation } from '../../client/session/graphql-client';
import { SessionQuery } from '../../client/session/session-documents';
import { sessionStore } from '../../client/session/session-store';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'revoked-token' } } })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

function fillStorage() {
  localStorage.setItem('theme', 'dark');
  localStorage.setItem('language', 'en');
  localStorage.setItem('menuCollapsed', 'true');
  localStorage.setItem('CognitoIdentityServiceProvider.centralita-console.LastAuthUser', 'manager');
  sessionStorage.setItem('CognitoIdentityServiceProvider.centralita-console.manager.accessToken', 'x');
  sessionStorage.setItem('centralita.abilities', '[]');
}

describe('a 401 from the api', () => {
  it('signs out, clears local storage but the theme, and goes to /login remembering the page', async () => {
    const app = renderApp('/coverage', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Cobertura' });
    fillStorage();
    const body = {
      errors: [{ message: 'Token revoked', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 401 })),
    );

    await act(async () => {
      await expect(runOperation(SessionQuery, {}, 'query')).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });

    await waitFor(() => expect(app.current()).toBe('/login'));
    expect(auth.signOut).toHaveBeenCalled();
    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(
      sessionStorage.getItem('CognitoIdentityServiceProvider.centralita-console.manager.accessToken'),
    ).toBeNull();
    expect(sessionStorage.getItem('centralita.abilities')).toBeNull();
    expect(sessionStorage.getItem('centralita.returnTo')).toBe('/coverage');
    expect(sessionStore.status).toBe('anonymous');
    expect(await screen.findByLabelText('Correo electrónico')).toBeTruthy();
  });

  it('is also recognised in a 200 answer whose error code is UNAUTHENTICATED', async () => {
    const app = renderApp('/coverage', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Cobertura' });
    localStorage.setItem('theme', 'light');
    localStorage.setItem('other', 'x');
    const body = {
      data: null,
      errors: [{ message: 'Not registered', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body)),
    );
    await act(async () => {
      await expect(runOperation(SessionQuery, {}, 'query')).rejects.toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    });
    await waitFor(() => expect(app.current()).toBe('/login'));
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });

  it('passes other api errors on with their code and keeps the session', async () => {
    const app = renderApp('/coverage', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Cobertura' });
    localStorage.setItem('language', 'es');
    const body = {
      data: null,
      errors: [{ message: 'Out of scope', extensions: { code: 'CHANNEL_NOT_IN_SCOPE', status: 403 } }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body)),
    );
    await act(async () => {
      await expect(runOperation(SessionQuery, {}, 'query')).rejects.toMatchObject({
        code: 'CHANNEL_NOT_IN_SCOPE',
      });
    });
    expect(app.current()).toBe('/coverage');
    expect(localStorage.getItem('language')).toBe('es');
  });
});

describe('authorized fetch', () => {
  it('adds the bearer token, and reports a missing token as unauthenticated without calling the api', async () => {
    const base = vi.fn(async () => new Response('{}', { status: 200 }));
    const onUnauthenticated = vi.fn();
    const withToken = createAuthorizedFetch({
      getAccessToken: async () => 'abc',
      onUnauthenticated,
      fetch: base,
    });
    await withToken('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' } });
    const headers = new Headers((base.mock.calls[0] as unknown as [string, RequestInit])[1].headers);
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('content-type')).toBe('application/json');
    expect(onUnauthenticated).not.toHaveBeenCalled();

    const withoutToken = createAuthorizedFetch({
      getAccessToken: async () => null,
      onUnauthenticated,
      fetch: base,
    });
    const response = await withoutToken('/graphql', { method: 'POST' });
    expect(response.status).toBe(401);
    expect(base).toHaveBeenCalledTimes(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});
