import type { TypedDocumentString } from '../generated/graphql';
import { runOperation } from '../session/graphql-client';

/**
 * Runs a generated mutation and returns its data; a failure throws an Error whose `code` is the api's error code
 * (GraphqlOperationError), so an action's `run` is one line.
 */
export function runGatewayMutation<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  return runOperation(document, variables, 'mutation');
}
