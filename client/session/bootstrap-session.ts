import { getAccessToken } from './access-token';
import { setSessionAnonymous } from './session-store';
import { startSessionLoad } from './start-session-load';

/** At boot: without tokens the visitor is anonymous; with them the session loads in the background. */
export async function bootstrapSession(
  tokenFor: () => Promise<string | null> = getAccessToken,
): Promise<void> {
  const token = await tokenFor();
  if (!token) {
    setSessionAnonymous();
    return;
  }
  void startSessionLoad();
}
