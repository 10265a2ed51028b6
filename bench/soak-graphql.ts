// The soak's GraphQL client: sends the console's own generated documents to the gateway as urql sends them
// (Graphcache's __typename fields added, POST with operationName), signed in through the embedded pool.
import { formatDocument, gql, stringifyDocument } from '@urql/core';
import type { TypedDocumentString } from '../client/generated/graphql';

/** An answer that is not the operation's data, by the code the console would show. */
export class SoakRequestError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'SoakRequestError';
  }
}

// A request that takes this long counts as an error (TIMEOUT): the console's user would have given up.
const REQUEST_TIMEOUT_MS = 30_000;

const PASSWORD = 'Demo1234!';

const prepared = new Map<string, { query: string; operationName: string }>();

function prepare(document: { toString(): string }) {
  const text = document.toString();
  let body = prepared.get(text);
  if (!body) {
    const operationName = /^\s*(?:query|mutation)\s+(\w+)/.exec(text)?.[1];
    if (!operationName) throw new Error(`no operation name in ${text.slice(0, 80)}`);
    body = { query: stringifyDocument(formatDocument(gql(text))), operationName };
    prepared.set(text, body);
  }
  return body;
}

export function operationNameOf(document: { toString(): string }): string {
  return prepare(document).operationName;
}

export type Session = { email: string; accessToken: string; renewAt: number };

export async function signIn(url: string, email: string): Promise<Session> {
  const res = await fetch(`${url}/idp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'centralita-console',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken: string; ExpiresIn: number } };
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  const { AccessToken, ExpiresIn } = body.AuthenticationResult;
  // Renewed at half its life, so that no request of a long soak carries an expired token.
  return { email, accessToken: AccessToken, renewAt: Date.now() + (ExpiresIn * 1000) / 2 };
}

type GraphqlAnswer<Result> = {
  data?: Result | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
};

/** TIMEOUT, or NETWORK with the cause's code (ECONNRESET, UND_ERR_SOCKET: the server closed the connection). */
function networkCode(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'TIMEOUT';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? `NETWORK_${cause.code}` : 'NETWORK';
}

/** Runs one operation; throws SoakRequestError with the failure's code (GraphQL code, HTTP_<status>, NETWORK, TIMEOUT). */
export async function runGraphql<Result, Variables>(
  url: string,
  session: Session,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const { query, operationName } = prepare(document);
  let res: Response;
  try {
    res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        authorization: `Bearer ${session.accessToken}`,
        'accept-language': 'es-ES',
      },
      body: JSON.stringify({ operationName, query, variables }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SoakRequestError(networkCode(error));
  }
  let answer: GraphqlAnswer<Result>;
  try {
    answer = (await res.json()) as GraphqlAnswer<Result>;
  } catch (error) {
    throw new SoakRequestError(error instanceof SyntaxError ? `HTTP_${res.status}` : networkCode(error));
  }
  const code = answer.errors?.[0]?.extensions?.code;
  if (answer.errors?.length)
    throw new SoakRequestError(typeof code === 'string' ? code : `HTTP_${res.status}`);
  if (!res.ok) throw new SoakRequestError(`HTTP_${res.status}`);
  if (!answer.data) throw new SoakRequestError('NO_DATA');
  return answer.data;
}
