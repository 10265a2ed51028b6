import { ABILITIES_STORAGE_KEY } from './abilities';
import { rememberReturnTo } from './navigation-memory';
import { navigateTo } from './navigator';
import { setSessionAnonymous } from './session-store';

/** Logout from the user menu or the palette: Amplify signs out (revoking the tokens), then /login. */
export async function logOut(): Promise<void> {
  try {
    // Amplify loads here if this page never needed it (it is loaded whenever the session was restored).
    const { signOutOfPool } = await import('./sign-out-of-pool');
    await signOutOfPool();
  } catch (error) {
    // The tokens are cleared locally even when the revocation call fails.
    console.error('Sign-out did not reach the identity service', error);
  }
  rememberReturnTo(null);
  try {
    sessionStorage.removeItem(ABILITIES_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  setSessionAnonymous();
  navigateTo('/login', { replace: true });
}
