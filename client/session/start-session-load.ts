import { setSessionLoading } from './session-store';

/** Loads the session through a lazy chunk, so the login route does not carry the GraphQL client. */
export async function startSessionLoad(): Promise<void> {
  setSessionLoading();
  const { loadSession } = await import('./load-session');
  await loadSession();
}
