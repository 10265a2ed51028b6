import { ApiError } from '../http/api-error';

/**
 * SQLSTATEs that say the server cannot serve now rather than that the statement is wrong: admin_shutdown and
 * crash_shutdown (a restart ended the connection), cannot_connect_now (starting up or shutting down),
 * too_many_connections; and the whole class 08, connection exceptions.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
// pg's own errors for a connection lost under a query, a connect or a query that timed out (the server does not
// answer) or a client left unusable carry no code.
const PG_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed|Query read timeout/;

function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))
  )
    return true;
  return PG_CONNECTION_MESSAGES.test(error.message);
}

/**
 * The database could not be reached or ended the connection (a restart, a failover): the request may be tried
 * again, so it answers 503 with the code the console already shows for a server that is not answering, not
 * 500 INTERNAL (docs/decisions.md, "PostgreSQL restarted under load"). Causes are followed a few levels down.
 */
export function asDatabaseUnavailable(error: unknown): ApiError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (isUnavailableError(current)) {
      const unavailable = new ApiError(503, 'API_UNAVAILABLE', 'The database cannot be reached');
      unavailable.cause = error;
      return unavailable;
    }
    current = current.cause;
  }
  return undefined;
}
