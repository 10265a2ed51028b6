import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage as amplifySessionStorage, defaultStorage } from 'aws-amplify/utils';
import { holdsTokens } from './stored-tokens';

/**
 * Remember me: checked keeps the tokens in localStorage (survive the browser), unchecked in
 * sessionStorage (gone with the tab). Must be called before signIn.
 */
export function selectTokenStorage(remember: boolean): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(remember ? defaultStorage : amplifySessionStorage);
}

/** At boot, reads the tokens from wherever the last sign-in put them. Call after Amplify.configure. */
export function restoreTokenStorage(): void {
  selectTokenStorage(!holdsTokens(() => window.sessionStorage));
}
