import type { CombinedError } from '@urql/core';
import type { TypedDocumentString } from '../../generated/graphql';
import { graphqlClient } from '../../session/graphql-client';

/**
 * A failed operation of the customer page: the api's code, and for a refused field its name (`postalCode`,
 * `company.representative.document`) with the message key the api gave (`domain.validation.invalidIban`).
 */
export class CustomerOperationError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly field: string | undefined,
  ) {
    super(message);
    this.name = 'CustomerOperationError';
  }
}

function operationErrorOf(error: CombinedError): CustomerOperationError {
  for (const graphQLError of error.graphQLErrors) {
    const code = graphQLError.extensions?.code;
    if (typeof code === 'string' && code) {
      const field = graphQLError.extensions?.field;
      return new CustomerOperationError(
        code,
        graphQLError.message,
        typeof field === 'string' ? field : undefined,
      );
    }
  }
  if (error.response instanceof Response && error.response.status === 413) {
    return new CustomerOperationError('PAYLOAD_TOO_LARGE', error.message, undefined);
  }
  return new CustomerOperationError(
    error.networkError ? 'API_UNAVAILABLE' : 'INTERNAL',
    error.message,
    undefined,
  );
}

/** Runs a generated document on the network (never a cached answer) and returns its data or throws. */
export async function runCustomerOperation<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  kind: 'query' | 'mutation',
): Promise<Result> {
  const source = document.toString();
  const result =
    kind === 'query'
      ? await graphqlClient
          .query<Result, Variables>(source, variables, { requestPolicy: 'network-only' })
          .toPromise()
      : await graphqlClient.mutation<Result, Variables>(source, variables).toPromise();
  if (result.error) throw operationErrorOf(result.error);
  if (!result.data) throw new CustomerOperationError('INTERNAL', 'Empty GraphQL answer', undefined);
  return result.data;
}

/** The error code of anything thrown by an operation. */
export function errorCodeOf(error: unknown): string {
  return error instanceof CustomerOperationError ? error.code : 'INTERNAL';
}
