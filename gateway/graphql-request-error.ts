import { GraphQLError } from 'graphql';

/**
 * A request the gateway refuses before executing anything: a GraphQL error with the code the client translates,
 * and the HTTP status the response takes (`extensions.status`).
 */
export function graphqlRequestError(
  code: string,
  message: string,
  status = 400,
  details: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code, status, statusClass: `${Math.floor(status / 100)}xx`, ...details },
  });
}
