import { ABILITIES_STORAGE_KEY } from './abilities';
import { clearStorageExceptTheme } from './clear-storage-except-theme';
import { rememberReturnTo } from './navigation-memory';
import { currentLocation, navigateTo } from './navigator';
import { pageAtPath } from './page-lookup';
import { setSessionAnonymous } from './session-store';
import { clearSessionTokens } from './stored-tokens';

const SIGN_OUT_WAIT_MS = 3000;

let handling: Promise<void> | null = null;

async function signOutLocally(): Promise<void> {
  // A revoked or expired session may make the revocation call fail or hang; the local clean-up matters, not it.
  await Promise.race([
    import('./sign-out-of-pool').then(({ signOutOfPool }) => signOutOfPool()).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS)),
  ]);
}

/**
 * A 401 anywhere: sign out locally, clear local storage except the theme, and go to
 * /login, remembering the page to come back to. Concurrent 401s share one run.
 */
export function handleUnauthenticated(): Promise<void> {
  if (handling) return handling;
  handling = (async () => {
    const here = currentLocation();
    const level = pageAtPath(here.split('?')[0] ?? '')?.level;
    await signOutLocally();
    clearStorageExceptTheme(localStorage);
    clearSessionTokens();
    try {
      sessionStorage.removeItem(ABILITIES_STORAGE_KEY);
    } catch {
      // Nothing stored.
    }
    if (level && level !== 'public') rememberReturnTo(here);
    setSessionAnonymous();
    navigateTo('/login', { replace: true });
  })().finally(() => {
    handling = null;
  });
  return handling;
}
