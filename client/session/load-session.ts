import { GraphqlOperationError, runOperation, UNAUTHENTICATED } from './graphql-client';
import { SessionQuery } from './session-documents';
import { setSessionError, setSessionLoading, setSessionReady } from './session-store';

/** Fetches the session user and brand; a 401 is handled by the client (sign out, /login). */
export async function loadSession(): Promise<void> {
  setSessionLoading();
  try {
    const data = await runOperation(SessionQuery, {}, 'query');
    setSessionReady(data.session, data.brand);
  } catch (error) {
    const code = error instanceof GraphqlOperationError ? error.code : 'INTERNAL';
    if (code !== UNAUTHENTICATED) setSessionError(code);
  }
}
