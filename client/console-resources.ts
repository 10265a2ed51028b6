import { NAMESPACES } from './i18n/catalogue-backend';
import { i18n } from './i18n/i18n';

/**
 * The namespaces the login page reads before anyone signs in: its own texts, its layout's (language switch, theme
 * toggle) and the route titles. The messages its forms may show (validation, errors) come with the forms' rules,
 * at the first intent or on the first check (features/auth/load-login-rules.ts).
 */
export const SIGN_IN_NAMESPACES = ['common', 'auth', 'routes'] as const;

/**
 * What the console needs beyond the login page: every catalogue, the palette's commands (the shell's and the
 * features', with what they import) and the full stylesheet. Boot leaves them out of the first load ('deferred') and loads them before the
 * router renders anything but the login page (client/catalogues-gate.tsx). Without a boot (tests), all is there.
 */
let state: 'ready' | 'deferred' = 'ready';
let i18nReady: Promise<unknown> = Promise.resolve();
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Boot: the resources load with loadConsoleResources, once i18next (`initialised`) can take more namespaces. */
export function deferConsoleResources(initialised: Promise<unknown>): void {
  state = 'deferred';
  i18nReady = initialised;
}

export function consoleResourcesReady(): boolean {
  return state === 'ready';
}

export function onConsoleResourcesReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads every namespace in the current language and registers the palette's commands, once. A chunk that fails
 * leaves the console without it rather than stuck (the chunk-reload handler reloads the page for a new build).
 */
export function loadConsoleResources(): Promise<void> {
  if (state === 'ready') return Promise.resolve();
  loading ??= Promise.allSettled([
    i18nReady.then(() => i18n.loadNamespaces([...NAMESPACES])),
    import('./palette/register-shell-commands').then(({ registerShellCommands }) => {
      registerShellCommands();
    }),
    // The full stylesheet: the login page's first bytes carry only its own utilities (styles/sign-in.css).
    import('./styles/console.css'),
  ]).then((results) => {
    for (const result of results)
      if (result.status === 'rejected') console.error('A part of the console could not load', result.reason);
    state = 'ready';
    for (const listener of listeners) listener();
  });
  return loading;
}
