import { GraphqlOperationError, runOperation, UNAUTHENTICATED } from './graphql-client';
import { ReturnToOriginalChannelMutation, SessionQuery } from './session-documents';
import { setSessionError, setSessionLoading, setSessionReady } from './session-store';

/**
 * Fetches the session user and brand; a 401 is handled by the client (sign out, /login). After a sign-in
 * (`signedIn`), a channel entered in an earlier session (the api keeps the current channel per user) is left first:
 * every sign-in starts in the user's own channel. That costs a second round trip only when it happens.
 */
export async function loadSession({ signedIn = false }: { signedIn?: boolean } = {}): Promise<void> {
  setSessionLoading();
  try {
    let data = await runOperation(SessionQuery, {}, 'query');
    if (signedIn && data.session.channel !== data.session.originalChannel) {
      await runOperation(ReturnToOriginalChannelMutation, {}, 'mutation');
      data = await runOperation(SessionQuery, {}, 'query');
    }
    setSessionReady(data.session, data.brand);
    // The local caches (client/cache) start, skip or carry on for this user and channel; a lazy chunk.
    import('../cache/local-cache').then(
      ({ startLocalCaches }) => startLocalCaches(data.session),
      () => undefined, // Without the cache chunk the console reads from the server only.
    );
  } catch (error) {
    const code = error instanceof GraphqlOperationError ? error.code : 'INTERNAL';
    if (code !== UNAUTHENTICATED) setSessionError(code);
  }
}
