/**
 * Amplify's key prefix for Cognito user pool tokens (`CognitoIdentityServiceProvider.<clientId>.<user>.accessToken`,
 * `...LastAuthUser`, ...). Read without Amplify, so that boot can tell an anonymous visitor without loading it.
 */
const AMPLIFY_TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

function tokenKeysIn(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(AMPLIFY_TOKEN_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Whether a storage holds any of Amplify's token keys (a storage the browser refuses holds none). */
export function holdsTokens(storage: () => Storage): boolean {
  try {
    return tokenKeysIn(storage()).length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether the browser holds a session Amplify could restore (remember me keeps it in localStorage, otherwise
 * sessionStorage). Without one the visitor is anonymous and boot needs no Amplify.
 */
export function hasStoredTokens(): boolean {
  return holdsTokens(() => window.sessionStorage) || holdsTokens(() => window.localStorage);
}

/** Removes Amplify's tokens from sessionStorage (localStorage is cleared wholesale by the 401 handler). */
export function clearSessionTokens(): void {
  try {
    for (const key of tokenKeysIn(window.sessionStorage)) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
