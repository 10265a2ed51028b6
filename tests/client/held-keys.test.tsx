import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import { markPageLoading, onPageReady } from '../../client/routing/page-ready';
import { sessionStore, setSessionLoading, setSessionReady } from '../../client/session/session-store';
import { DEMO_BRAND, renderApp } from './render-app';
import { sessionUserFixture } from './session-user-fixture';

// A signed-in user's tokens: the queue a shortcut opens reads its rows (and fails, with no gateway) rather than
// sending the user to /login.
vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

let unregister: () => void = () => {};
beforeAll(() => {
  unregister = registerShellCommands();
});
afterAll(() => unregister());

const press = (key: string) => fireEvent.keyDown(window, { key });

/** The session of Demo Telecom's manager becomes ready, as after a sign-in. */
function signInManager(): void {
  setSessionReady(
    sessionUserFixture('MANAGER', { channel: '2020001', originalChannel: '2020001' }),
    DEMO_BRAND,
  );
}

/** A keydown whose timestamp says when it was typed. */
function pressAt(key: string, timeStamp: number): void {
  const event = new KeyboardEvent('keydown', { key, bubbles: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(window, event);
}

describe('keys typed while a page loads', () => {
  it('are held while the session loads and replayed once the page has rendered', async () => {
    const app = renderApp('/access-control', null);
    await screen.findByLabelText('Correo electrónico');
    // Signing in: the session loads, the user presses `g s` before the console is there.
    // valtio tells React of a change in a microtask: an async act lets the router render the loading session.
    await act(async () => setSessionLoading());
    press('g');
    press('s');
    expect(app.location.history).not.toContain('/subs');
    act(() => signInManager());
    await waitFor(() => expect(app.location.history).toContain('/subs'));
    expect(sessionStore.status).toBe('ready');
  });

  it('held while the page loads, stay one sequence however far apart a busy machine spaced them', async () => {
    const app = renderApp('/access-control', null);
    await screen.findByLabelText('Correo electrónico');
    await act(async () => setSessionLoading());
    const now = performance.now();
    pressAt('g', now - 2500);
    pressAt('s', now);
    act(() => signInManager());
    await waitFor(() => expect(app.location.history).toContain('/subs'));
  });

  it("reach the page's own key handlers too, in order, once it has rendered", async () => {
    renderApp('/access-control', null);
    await screen.findByLabelText('Correo electrónico');
    // What a queue's j/x handler sees: a key no command has taken.
    const reachedThePage: string[] = [];
    const pageKeys = (event: KeyboardEvent) => {
      if (!event.defaultPrevented) reachedThePage.push(event.key);
    };
    window.addEventListener('keydown', pageKeys);
    try {
      await act(async () => setSessionLoading());
      for (const key of ['j', 'x', 'j', 'x']) press(key);
      expect(reachedThePage).toEqual([]);
      act(() => signInManager());
      await screen.findByRole('heading', { name: 'Control de acceso' });
      await waitFor(() => expect(reachedThePage).toEqual(['j', 'x', 'j', 'x']));
    } finally {
      window.removeEventListener('keydown', pageKeys);
    }
  });

  it('keep their order with a key typed as the page became ready, before they were replayed', async () => {
    const app = renderApp('/access-control', null);
    await screen.findByLabelText('Correo electrónico');
    const reachedThePage: string[] = [];
    const pageKeys = (event: KeyboardEvent) => {
      if (!event.defaultPrevented) reachedThePage.push(event.key);
    };
    window.addEventListener('keydown', pageKeys);
    // A busy main thread runs a keydown that waited behind the page's render before the replay's task.
    let typeOnReady: string[] = ['x', 'g', 's'];
    const stop = onPageReady(() => {
      for (const key of typeOnReady) press(key);
      typeOnReady = [];
    });
    try {
      await act(async () => setSessionLoading());
      press('j');
      act(() => signInManager());
      await waitFor(() => expect(app.location.history).toContain('/subs'));
      // `j` and `x` reached the page before `g s` left it, in the order typed.
      expect(reachedThePage.slice(0, 2)).toEqual(['j', 'x']);
    } finally {
      stop();
      window.removeEventListener('keydown', pageKeys);
    }
  });

  it('are dropped when the user clicks before the page is there', async () => {
    const app = renderApp('/access-control', null);
    await screen.findByLabelText('Correo electrónico');
    await act(async () => setSessionLoading());
    press('g');
    press('s');
    fireEvent.pointerDown(document.body);
    act(() => signInManager());
    await screen.findByRole('heading', { name: 'Control de acceso' });
    // The replay runs a tick after the page is ready: give it that tick, then it must not have gone to the queue.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.location.history).not.toContain('/subs');
  });

  it('stay one sequence when a busy main thread handled the first key long after it was typed', async () => {
    const app = renderApp('/access-control', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Control de acceso' });
    // `g` typed 3 s ago and handled only now; `s` follows as soon as the page answers it.
    const now = performance.now();
    pressAt('g', now - 3000);
    pressAt('s', performance.now());
    await waitFor(() => expect(app.location.history).toContain('/subs'));
  });

  it('start anew when the first key was handled in time and the next came later than the window', async () => {
    const app = renderApp('/access-control', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Control de acceso' });
    pressAt('g', performance.now());
    pressAt('s', performance.now() + 2000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.location.history).not.toContain('/subs');
  });

  it('run a shortcut every page offers as soon as it is complete, while the page still loads', async () => {
    const app = renderApp('/access-control', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Control de acceso' });
    // The page is loading again (say its code is slow to come) and stays so: `g s` goes on without it.
    markPageLoading();
    press('g');
    press('s');
    await waitFor(() => expect(app.location.history).toContain('/subs'));
  });

  it('act at once on a page that is there', async () => {
    const app = renderApp('/access-control', { role: 'MANAGER' });
    await screen.findByRole('heading', { name: 'Control de acceso' });
    press('g');
    press('s');
    await waitFor(() => expect(app.location.history).toContain('/subs'));
  });
});
