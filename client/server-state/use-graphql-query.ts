import type { RequestPolicy } from '@urql/core';
import { useQuery } from 'urql';
import type { TypedDocumentString } from '../generated/graphql';
import { type GraphqlOperationError, operationErrorOf } from '../session/graphql-client';

export type GraphqlQueryState<Result> = {
  /** The latest answer, from the cache or the network; kept while a newer one is fetched. */
  data: Result | null;
  /** The first answer is still on its way. */
  loading: boolean;
  error: GraphqlOperationError | null;
  /** Asks the network again (the Retry button of an error). */
  retry: () => void;
};

/**
 * A generated query read through urql and the normalized cache: the component shows the cached answer at once,
 * the network's when it comes, and re-renders whenever a mutation's answer changes an entity the query shows.
 * `variables: null` waits (nothing is asked until they are known).
 */
export function useGraphqlQuery<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables | null,
  requestPolicy: RequestPolicy = 'cache-and-network',
): GraphqlQueryState<Result> {
  const [result, reexecute] = useQuery<Result, Variables>({
    // urql keys a string document by its text; the generated document is a String object.
    query: document.toString(),
    variables: (variables ?? {}) as Variables,
    pause: variables === null,
    requestPolicy,
  });
  const data = result.data ?? null;
  return {
    data,
    loading: data === null && (result.fetching || (variables !== null && !result.error)),
    error: result.error && data === null ? operationErrorOf(result.error) : null,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
