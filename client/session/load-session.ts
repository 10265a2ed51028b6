import { GraphqlOperationError, runOperation, UNAUTHENTICATED } from './graphql-client';
import { SessionQuery } from './session-documents';
import { setSessionError, setSessionLoading, setSessionReady } from './session-store';

/** Fetches the session user and brand; a 401 is handled by the client (sign out, /login). */
export async function loadSession(): Promise<void> {
  setSessionLoading();
  try {
    const data = await runOperation(SessionQuery, {}, 'query');
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
