import type { IdentityServer } from '../../support/api-server';
import { poolSignIn } from '../../support/identity-server';

/** How a request ended: an answer, a refused or reset connection, or the client's own time limit. */
export type Outcome =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'failed'; error: string }
  | { kind: 'timed-out' };

/** The error code of an answer's body: REST `{error:{code}}` or GraphQL's first `extensions.code`. */
export function errorCodeOf(outcome: Outcome): string | undefined {
  if (outcome.kind !== 'answered' || typeof outcome.body !== 'object' || outcome.body === null)
    return undefined;
  const body = outcome.body as {
    error?: { code?: string };
    errors?: Array<{ extensions?: { code?: string } }>;
  };
  return body.error?.code ?? body.errors?.[0]?.extensions?.code;
}

/** A request that cannot hang the test: after `timeoutMs` it ends as `timed-out`. */
export async function boundedFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Outcome> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { kind: 'answered', status: res.status, body };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return { kind: 'timed-out' };
    return { kind: 'failed', error: String(error instanceof Error && error.cause ? error.cause : error) };
  }
}

/** A REST call to the api with the caller's token, on a fresh connection (as tests/support/api-server.ts). */
export function callApi(
  apiUrl: string,
  method: string,
  path: string,
  token: string,
  timeoutMs: number,
  body?: unknown,
): Promise<Outcome> {
  return boundedFetch(
    `${apiUrl}${path}`,
    {
      method,
      headers: {
        accept: 'application/json',
        connection: 'close',
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    timeoutMs,
  );
}

/** A GraphQL query through the gateway with the caller's token. */
export function queryGateway(gatewayUrl: string, token: string, query: string, timeoutMs: number) {
  return boundedFetch(
    `${gatewayUrl}/graphql`,
    {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query }),
    },
    timeoutMs,
  );
}

/** USER_PASSWORD_AUTH against the pool, as Amplify does; the access token. */
export async function signInToPool(
  identity: IdentityServer,
  email: string,
  password = 'Demo1234!',
): Promise<string> {
  return (await poolSignIn(identity, email, password)).accessToken;
}
