import { Client, type CombinedError, cacheExchange, fetchExchange, mapExchange } from '@urql/core';
import type { TypedDocumentString } from '../generated/graphql';
import { getAccessToken } from './access-token';
import { handleUnauthenticated } from './handle-unauthenticated';

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
    const response = await baseFetch(input, { ...init, headers });
    if (response.status === 401) onUnauthenticated();
    return response;
  };
}

/** The code of a failed operation: the api's SCREAMING_SNAKE code, or API_UNAVAILABLE when nothing answered. */
function errorCodeOf(error: CombinedError): string {
  if (error.response instanceof Response && error.response.status === 401) return UNAUTHENTICATED;
  for (const graphQLError of error.graphQLErrors) {
    const code = graphQLError.extensions?.code;
    if (typeof code === 'string' && code) return code;
  }
  return error.networkError ? 'API_UNAVAILABLE' : 'INTERNAL';
}

/** The request field the api refused (`extensions.field`), so a form can show the code next to that field. */
function errorFieldOf(error: CombinedError): string | undefined {
  for (const graphQLError of error.graphQLErrors) {
    const field = graphQLError.extensions?.field;
    if (typeof field === 'string' && field) return field;
  }
  return undefined;
}

function createGraphqlClient(dependencies: ClientDependencies): Client {
  return new Client({
    url: dependencies.url ?? '/graphql',
    fetch: createAuthorizedFetch(dependencies),
    preferGetMethod: false,
    exchanges: [
      cacheExchange,
      mapExchange({
        onError(error) {
          if (errorCodeOf(error) === UNAUTHENTICATED) dependencies.onUnauthenticated();
        },
      }),
      fetchExchange,
    ],
  });
}

export const graphqlClient = createGraphqlClient({
  getAccessToken,
  onUnauthenticated: () => {
    void handleUnauthenticated();
  },
});

/** A GraphQL operation that failed, with the code the client translates as `errors.<code>`. */
export class GraphqlOperationError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'GraphqlOperationError';
  }
}

/** Runs a generated document against the network (no cached answer) and returns its data or throws. */
export async function runOperation<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation',
  client: Client = graphqlClient,
): Promise<Result> {
  const source = document.toString();
  const result =
    kind === 'query'
      ? await client
          .query<Result, Variables>(source, variables, { requestPolicy: 'network-only' })
          .toPromise()
      : await client.mutation<Result, Variables>(source, variables).toPromise();
  if (result.error) {
    throw new GraphqlOperationError(
      errorCodeOf(result.error),
      result.error.message,
      errorFieldOf(result.error),
    );
  }
  if (!result.data) throw new GraphqlOperationError('INTERNAL', 'Empty GraphQL answer');
  return result.data;
}
