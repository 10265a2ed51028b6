import { setSessionLoading } from './session-store';

/**
 * Loads the session through a lazy chunk, so the login route does not carry the GraphQL client. `signedIn`: a sign-in
 * just happened, which starts in the user's own channel (load-session.ts).
 */
export async function startSessionLoad(options: { signedIn?: boolean } = {}): Promise<void> {
  setSessionLoading();
  const { loadSession } = await import('./load-session');
  await loadSession(options);
}
