import type { ConsoleAuthConfig } from './console-config';

let config: ConsoleAuthConfig | null = null;
let configured: Promise<void> | null = null;

/** Boot hands over the pool's config; Amplify itself is loaded and configured on first use. */
export function setAmplifyConfig(next: ConsoleAuthConfig): void {
  config = next;
  configured = null;
}

/**
 * Loads Amplify and configures it for the console's pool, once: every use of Amplify's auth API waits for this
 * first. Only a browser holding tokens at boot, the login forms and log-out get here, so an anonymous visitor's
 * login page does not carry Amplify. Without a config (a test rendering the app alone) Amplify is left as it is.
 */
export function amplifyConfigured(): Promise<void> {
  const current = config;
  if (!current) return Promise.resolve();
  configured ??= import('./configure-amplify').then(
    ({ configureAmplify }) => configureAmplify(current),
    (error: unknown) => {
      configured = null;
      throw error;
    },
  );
  return configured;
}
