import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkFailure } from '../../client/routing/chunk-reload';
import { withChunkTimeout } from '../../client/routing/lazy-page';
import { isBlankScreen, takeNavigationFallback } from '../../client/routing/navigation-fallback';
import { bootstrapSession } from '../../client/session/bootstrap-session';
import { clearStorageExceptTheme } from '../../client/session/clear-storage-except-theme';
import { parseConsoleConfig } from '../../client/session/console-config';
import { sessionStore } from '../../client/session/session-store';
import { clearSessionTokens, hasStoredTokens } from '../../client/session/stored-tokens';
import { waitForAccessToken } from '../../client/session/wait-for-access-token';

describe('token wait after sign-in', () => {
  it('polls every 50 ms until a token appears', async () => {
    const sleeps: number[] = [];
    const tokens = [null, null, 'token'];
    const token = await waitForAccessToken(async () => tokens.shift() ?? null, {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(token).toBe('token');
    expect(sleeps).toEqual([50, 50]);
  });

  it('gives up after 100 tries, logs an error and returns null', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getToken = vi.fn(async () => null);
    const token = await waitForAccessToken(getToken, { sleep: async () => {} });
    expect(token).toBeNull();
    expect(getToken).toHaveBeenCalledTimes(100);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('within 5 s'));
    logged.mockRestore();
  });
});

describe('boot without Amplify for an anonymous visitor', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('tells an anonymous browser from Amplify keys in either storage', () => {
    localStorage.setItem('theme', 'dark');
    expect(hasStoredTokens()).toBe(false);
    sessionStorage.setItem('CognitoIdentityServiceProvider.console.agent.accessToken', 'x');
    expect(hasStoredTokens()).toBe(true);
    clearSessionTokens();
    expect(sessionStorage.length).toBe(0);
    localStorage.setItem('CognitoIdentityServiceProvider.console.LastAuthUser', 'agent');
    expect(hasStoredTokens()).toBe(true);
  });

  it('asks Amplify for a token only when the browser holds one', async () => {
    const tokenFor = vi.fn(async () => null);
    await bootstrapSession({ tokenFor });
    expect(tokenFor).not.toHaveBeenCalled();
    expect(sessionStore.status).toBe('anonymous');
    localStorage.setItem('CognitoIdentityServiceProvider.console.LastAuthUser', 'agent');
    await bootstrapSession({ tokenFor });
    expect(tokenFor).toHaveBeenCalledTimes(1);
    // Amplify found no usable token (expired and not refreshable): anonymous too.
    expect(sessionStore.status).toBe('anonymous');
  });
});

describe('storage clean-up on 401', () => {
  it('keeps only the theme', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'ca');
    localStorage.setItem('CognitoIdentityServiceProvider.x.y.idToken', 't');
    clearStorageExceptTheme(localStorage);
    expect(Object.keys(localStorage)).toEqual(['theme']);
  });
});

describe('console config', () => {
  it('resolves the embedded pool path against the origin and keeps null for Cognito', () => {
    expect(
      parseConsoleConfig(
        {
          auth: {
            userPoolId: 'local_centralita',
            userPoolClientId: 'centralita-console',
            userPoolEndpoint: '/idp',
          },
        },
        'http://127.0.0.1:8080',
      ),
    ).toEqual({
      userPoolId: 'local_centralita',
      userPoolClientId: 'centralita-console',
      userPoolEndpoint: 'http://127.0.0.1:8080/idp',
    });
    expect(
      parseConsoleConfig(
        { auth: { userPoolId: 'eu-west-1_abc', userPoolClientId: 'c', userPoolEndpoint: null } },
        'https://console.example',
      ).userPoolEndpoint,
    ).toBeNull();
    expect(() => parseConsoleConfig({ auth: {} }, 'http://x')).toThrow();
  });
});

describe('chunk-load failures', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once per page, then lets the error show instead of looping', () => {
    const reload = vi.fn();
    let now = 1_000;
    const options = { storage: sessionStorage, reload, now: () => now, url: 'http://x/subs' };
    expect(reloadOnceForChunkFailure(options)).toBe(true);
    now += 1_000;
    expect(reloadOnceForChunkFailure(options)).toBe(false);
    expect(reloadOnceForChunkFailure({ ...options, url: 'http://x/leads' })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that never arrives', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => {}), 120_000);
    const settled = expect(pending).rejects.toMatchObject({ name: 'ChunkTimeoutError' });
    await vi.advanceTimersByTimeAsync(120_000);
    await settled;
    vi.useRealTimers();
  });
});

describe('blank-screen fallback', () => {
  it('calls a root with nothing visible blank', () => {
    expect(isBlankScreen(null)).toBe(false);
    const root = document.createElement('div');
    expect(isBlankScreen(root)).toBe(true);
    root.innerHTML = '<div><span> </span></div>';
    expect(isBlankScreen(root)).toBe(true);
    root.innerHTML = '<p>Hola</p>';
    expect(isBlankScreen(root)).toBe(false);
    root.innerHTML = '<button aria-label="x"></button>';
    expect(isBlankScreen(root)).toBe(false);
  });

  it('goes to the role fallback once, not to the page it is on, and not twice in a row', () => {
    const navigate = vi.fn();
    expect(takeNavigationFallback('/dashboard', 'ADMIN', navigate, 0)).toBe(false);
    expect(takeNavigationFallback('/leads', 'AGENT', navigate, 10_000)).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/subscriptions/v2', { replace: true });
    expect(takeNavigationFallback('/coverage', 'MANAGER', navigate, 11_000)).toBe(false);
    expect(takeNavigationFallback('/coverage', 'MANAGER', navigate, 20_000)).toBe(true);
    expect(takeNavigationFallback('/x', null, navigate, 40_000)).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
  });
});
