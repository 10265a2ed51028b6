import { Client, fetchExchange } from '@urql/core';
import type { TypedDocumentString } from '../generated/graphql';
import { i18n } from '../i18n/i18n';
import { intlLocaleFor } from '../i18n/languages';
import { GraphqlOperationError, operationErrorOf } from './graphql-client';

/**
 * fetch for the public pages' operations: no bearer token (the gateway runs an anonymous request's `@public`
 * fields only) and the page's language, so a 401 or a missing session never sends the customer to /login.
 */
function anonymousFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.delete('authorization');
  headers.set('accept-language', intlLocaleFor(i18n.language));
  return fetch(input, { ...init, headers });
}

let publicClient: Client | null = null;

/** One client without a cache: a public page reads its link's data once and never shares it with the console. */
function currentPublicClient(): Client {
  publicClient ??= new Client({
    url: '/graphql',
    fetch: anonymousFetch,
    preferGetMethod: false,
    requestPolicy: 'network-only',
    exchanges: [fetchExchange],
  });
  return publicClient;
}

/**
 * Runs a `@public` operation of a page opened from a link (a customer's, without a session) and returns its data or
 * throws a GraphqlOperationError with the api's code (VERIFICATION_LINK_EXPIRED, RATE_LIMITED…).
 */
export async function runPublicOperation<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation',
): Promise<Result> {
  const client = currentPublicClient();
  const source = document.toString();
  const result =
    kind === 'query'
      ? await client.query<Result, Variables>(source, variables).toPromise()
      : await client.mutation<Result, Variables>(source, variables).toPromise();
  if (result.error) throw operationErrorOf(result.error);
  if (!result.data) throw new GraphqlOperationError('INTERNAL', 'Empty GraphQL answer');
  return result.data;
}
