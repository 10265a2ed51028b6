import { Client, type CombinedError, fetchExchange, mapExchange, type RequestPolicy } from '@urql/core';
import { cacheExchange } from '@urql/exchange-graphcache';
import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { graphcacheSchema } from '../generated/graphcache-schema';
import type { TypedDocumentString } from '../generated/graphql';
import { i18n } from '../i18n/i18n';
import { intlLocaleFor } from '../i18n/languages';
import { graphcacheKeys } from '../server-state/graphcache-keys';
import { withListInvalidations } from '../server-state/list-invalidations';
import { mirrorUpdates } from '../server-state/mirror-to-list-entity';
import { OPTIMISTIC_LINE_ACTIONS } from '../server-state/optimistic-line-actions';
import { getAccessToken } from './access-token';
import { handleUnauthenticated } from './handle-unauthenticated';
import { newIntentKey } from './intent-key';
import { publishMutationAnswer } from './mutation-answers';
import { sessionStore } from './session-store';

export const UNAUTHENTICATED = 'UNAUTHENTICATED';

type ClientDependencies = {
  url?: string;
  getAccessToken: () => Promise<string | null>;
  onUnauthenticated: () => void;
  fetch?: typeof fetch;
};

function unauthenticatedResponse(): Response {
  const body = { errors: [{ message: 'Not signed in', extensions: { code: UNAUTHENTICATED, status: 401 } }] };
  return new Response(JSON.stringify(body), { status: 401, headers: { 'content-type': 'application/json' } });
}

/** fetch for /graphql: adds the bearer access token and reports any 401. */
export function createAuthorizedFetch({
  getAccessToken: tokenFor,
  onUnauthenticated,
  fetch: baseFetch = (input, init) => fetch(input, init),
}: ClientDependencies): typeof fetch {
  return async (input, init) => {
    const token = await tokenFor();
    if (!token) {
      onUnauthenticated();
      return unauthenticatedResponse();
    }
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    // The api writes the e-mails a call causes (a brand e-mail's verification) in the language the console shows.
    headers.set('accept-language', intlLocaleFor(i18n.language));
    const response = await baseFetch(input, { ...init, headers });
    if (response.status === 401) onUnauthenticated();
    return response;
  };
}

/** A GraphQL operation that failed, with the code the client translates as `errors.<code>`. */
export class GraphqlOperationError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The refused input's path as the api names it (`postalCode`, `company.representative.document`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'GraphqlOperationError';
  }
}

/**
 * A failed operation as the console handles it: the api's SCREAMING_SNAKE code and refused field, UNAUTHENTICATED
 * for a 401, PAYLOAD_TOO_LARGE when the gateway refused the body's size, API_UNAVAILABLE when nothing answered.
 */
export function operationErrorOf(error: CombinedError): GraphqlOperationError {
  const status = error.response instanceof Response ? error.response.status : null;
  if (status === 401) return new GraphqlOperationError(UNAUTHENTICATED, error.message);
  for (const graphQLError of error.graphQLErrors) {
    const code = graphQLError.extensions?.code;
    if (typeof code === 'string' && code) {
      const field = graphQLError.extensions?.field;
      return new GraphqlOperationError(
        code,
        graphQLError.message,
        typeof field === 'string' ? field : undefined,
      );
    }
  }
  if (status === 413) return new GraphqlOperationError('PAYLOAD_TOO_LARGE', error.message);
  return new GraphqlOperationError(error.networkError ? 'API_UNAVAILABLE' : 'INTERNAL', error.message);
}

function createGraphqlClient(dependencies: ClientDependencies): Client {
  return new Client({
    url: dependencies.url ?? '/graphql',
    fetch: createAuthorizedFetch(dependencies),
    preferGetMethod: false,
    // Queries are answered from the normalized cache and fetched again in the background unless a caller asks
    // otherwise; a mutation's answer updates every query and list that shows the entities it returns.
    requestPolicy: 'cache-and-network',
    exchanges: [
      cacheExchange({
        schema: graphcacheSchema,
        keys: graphcacheKeys(graphcacheSchema),
        // A mutation's answer updates its entity (and the list entity it mirrors); a creation or deletion drops
        // the lists it changes, so watched pages of them read themselves again.
        updates: { Mutation: withListInvalidations(mirrorUpdates(graphcacheSchema)) },
        // The line actions whose answer is known from their input show it at once; the answer replaces it, an
        // error drops it.
        optimistic: OPTIMISTIC_LINE_ACTIONS,
      }),
      mapExchange({
        onResult(result) {
          if (result.operation.kind === 'mutation' && result.data) publishMutationAnswer(result.data);
        },
        onError(error) {
          if (operationErrorOf(error).code === UNAUTHENTICATED) dependencies.onUnauthenticated();
        },
      }),
      fetchExchange,
    ],
  });
}

function createConsoleClient(): Client {
  return createGraphqlClient({
    getAccessToken,
    onUnauthenticated: () => {
      void handleUnauthenticated();
    },
  });
}

let graphqlClient = createConsoleClient();
const clientListeners = new Set<() => void>();

/** Whose data the cache holds: the signed-in user in their current channel, or nobody. */
function sessionScope(): string {
  const { user } = sessionStore;
  return sessionStore.status === 'ready' && user ? `${user.username}|${user.channel}` : '';
}

let scope = sessionScope();
// The normalized cache holds one user's data in one channel (and list fields such as `leads({"first":50})` read the
// same in every channel): when the user signs out, another signs in, or the channel changes, a new, empty client
// takes over, as the local cache is emptied, so nothing of the previous scope is ever drawn.
subscribe(
  sessionStore,
  () => {
    const next = sessionScope();
    if (next === scope || sessionStore.status === 'loading') return;
    scope = next;
    graphqlClient = createConsoleClient();
    for (const listener of [...clientListeners]) listener();
  },
  true,
);

/** The console's client for the current session scope. */
export function currentGraphqlClient(): Client {
  return graphqlClient;
}

/** The current client for React (urql's Provider), re-rendering when the session scope gives a new one. */
export function useGraphqlClient(): Client {
  return useSyncExternalStore((listener) => {
    clientListeners.add(listener);
    return () => {
      clientListeners.delete(listener);
    };
  }, currentGraphqlClient);
}

/** The waits before a mutation is sent again when nothing answered it (the network, or the api behind the gateway). */
const MUTATION_RETRY_DELAYS_MS = [500, 2_000];

/**
 * Runs a generated document once and returns its data or throws a GraphqlOperationError. A query reads the network
 * (`network-only`, the default: a list page or a check wants today's answer) and writes the cache, so a mutation's
 * answer later updates what it read; a mutation's answer updates the cache before this resolves. A mutation is one
 * user intent: it carries an Idempotency-Key, and when nothing answered it (API_UNAVAILABLE) it is sent again with
 * the same key, so the api does the change at most once however many times it arrives.
 */
export async function runOperation<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation',
  client: Client = currentGraphqlClient(),
  requestPolicy: RequestPolicy = 'network-only',
): Promise<Result> {
  const source = document.toString();
  const context = { fetchOptions: { headers: { 'idempotency-key': newIntentKey() } } };
  for (let attempt = 0; ; attempt += 1) {
    const result =
      kind === 'query'
        ? await client.query<Result, Variables>(source, variables, { requestPolicy }).toPromise()
        : await client.mutation<Result, Variables>(source, variables, context).toPromise();
    if (result.error) {
      const error = operationErrorOf(result.error);
      const delay = MUTATION_RETRY_DELAYS_MS[attempt];
      if (kind === 'mutation' && error.code === 'API_UNAVAILABLE' && delay !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        continue;
      }
      throw error;
    }
    if (!result.data) throw new GraphqlOperationError('INTERNAL', 'Empty GraphQL answer');
    return result.data;
  }
}
