import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage as amplifySessionStorage, defaultStorage } from 'aws-amplify/utils';

/** Amplify's key prefix for Cognito user pool tokens. */
const AMPLIFY_TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

function holdsTokens(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(AMPLIFY_TOKEN_KEY_PREFIX)) return true;
  }
  return false;
}

/**
 * Remember me (spec section 2): checked keeps the tokens in localStorage (survive the browser), unchecked in
 * sessionStorage (gone with the tab). Must be called before signIn.
 */
export function selectTokenStorage(remember: boolean): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(remember ? defaultStorage : amplifySessionStorage);
}

/** At boot, reads the tokens from wherever the last sign-in put them. Call after Amplify.configure. */
export function restoreTokenStorage(): void {
  let inSession = false;
  try {
    inSession = holdsTokens(window.sessionStorage);
  } catch {
    inSession = false;
  }
  selectTokenStorage(!inSession);
}

/** Removes Amplify's tokens from sessionStorage (localStorage is cleared wholesale by the 401 handler). */
export function clearSessionTokens(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const key = window.sessionStorage.key(index);
      if (key?.startsWith(AMPLIFY_TOKEN_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
