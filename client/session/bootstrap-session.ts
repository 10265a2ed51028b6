import { setSessionAnonymous } from './session-store';
import { startSessionLoad } from './start-session-load';
import { hasStoredTokens } from './stored-tokens';

/** Amplify (a lazy chunk) reads the stored access token, refreshing it when needed. */
async function storedAccessToken(): Promise<string | null> {
  const { getAccessToken } = await import('./access-token');
  return getAccessToken();
}

type BootstrapOptions = {
  holdsTokens?: () => boolean;
  tokenFor?: () => Promise<string | null>;
};

/**
 * At boot: a browser holding no tokens is an anonymous visitor, told without loading Amplify; with tokens Amplify
 * loads and, when it yields an access token, the session loads in the background.
 */
export async function bootstrapSession({
  holdsTokens = hasStoredTokens,
  tokenFor = storedAccessToken,
}: BootstrapOptions = {}): Promise<void> {
  const token = holdsTokens() ? await tokenFor() : null;
  if (!token) {
    setSessionAnonymous();
    return;
  }
  void startSessionLoad();
}
