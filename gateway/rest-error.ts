import { GraphQLError } from 'graphql';
import { restErrorSchema } from '../schema/rest/errors';

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** A REST error turned into a GraphQL error the client translates by `extensions.code`. */
export function restErrorToGraphQL(status: number, body: unknown): GraphQLError {
  const parsed = restErrorSchema.safeParse(body);
  const code = parsed.success ? parsed.data.error.code : status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL';
  const message = parsed.success ? parsed.data.error.message : `api answered ${status}`;
  const field = parsed.success ? parsed.data.error.field : undefined;
  return new GraphQLError(message, {
    extensions: { code, status, statusClass: statusClass(status), ...(field ? { field } : {}) },
  });
}

/** The api could not be reached (refused, reset, timed out): one clean error, never a stack trace. */
export function apiUnavailable(): GraphQLError {
  return new GraphQLError('the back-office api is unavailable', {
    extensions: { code: 'API_UNAVAILABLE', status: 503, statusClass: '5xx' },
  });
}
