import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from './context';
import { createGatewayContext } from './create-gateway-context';
import type { DocumentCache } from './document-cache';
import type { GraphqlLimits } from './graphql-limits';
import { graphqlRequestError } from './graphql-request-error';
import { intentKeyOf } from './idempotency-keys';
import type { PersistedOperations } from './persisted-operations';
import type { RestTransport } from './rest-transport';
import type { AccessTokenVerifier } from './verify-access-token';

export type GraphqlHandlerOptions = {
  documents: DocumentCache;
  persisted: PersistedOperations;
  /** Refuse every operation that is not one of `persisted` (production). */
  persistedOnly: boolean;
  limits: GraphqlLimits;
  verify: AccessTokenVerifier;
  transport: RestTransport;
  /** Hold the compiled contract check of REST answers to zod's parse (outside production; rest-client.ts). */
  compareContractCheck?: boolean;
  /** The browser's address, forwarded to the api (gateway/client-address.ts). */
  clientAddress: (req: IncomingMessage) => string;
  log: (line: string, error?: unknown) => void;
};

export type GraphqlHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

type MediaType = 'application/graphql-response+json' | 'application/json';

/** The request parameters of GraphQL over HTTP, plus the persisted-operation forms (APQ hash, documentId). */
type RequestParams = {
  query?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  hash?: string;
};

type Answer = { status: number; body: unknown };

/** The scheme is case-insensitive (RFC 7235) and may be followed by several spaces, as the api reads it too. */
const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;
const TOO_LARGE = Symbol('too large');
const ABORTED = Symbol('aborted');

/** Which response media type the client accepts (GraphQL over HTTP): undefined when neither. */
function negotiate(accept: string | undefined): MediaType | undefined {
  if (!accept) return 'application/graphql-response+json';
  for (const part of accept.split(',')) {
    const type = part.split(';', 1)[0]?.trim().toLowerCase();
    if (type === 'application/graphql-response+json' || type === '*/*' || type === 'application/*') {
      return 'application/graphql-response+json';
    }
    if (type === 'application/json') return 'application/json';
  }
  return undefined;
}

function send(
  res: ServerResponse,
  status: number,
  mediaType: MediaType,
  body: unknown,
  headers: Record<string, string> = {},
) {
  // Encoded once: a string answer is measured for its length and then encoded again, and Node's write joins it
  // to the headers first (4 % of the gateway's CPU per 50-row list, docs/gateway.md "Speed").
  const json = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'content-type': `${mediaType}; charset=utf-8`,
    'content-length': json.length,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(json);
}

/** The body as text; TOO_LARGE as soon as it passes the limit; ABORTED when the client went away first. */
function readBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<string | typeof TOO_LARGE | typeof ABORTED> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBytes) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners('data');
        req.pause();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8'),
      ),
    );
    req.on('close', () => {
      if (!req.complete) resolve(ABORTED);
    });
  });
}

/** The answer to a body past its limit. */
function tooLarge(limit: number): { errors: GraphQLFormattedError[] } {
  const error = graphqlRequestError(
    'REQUEST_TOO_LARGE',
    `The request body is larger than ${limit} bytes`,
    413,
    {
      limit,
    },
  );
  return { errors: [error.toJSON()] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one request's parameters, or the error explaining what is wrong with them. */
function toParams(raw: unknown): RequestParams | GraphQLError {
  if (!isRecord(raw)) return graphqlRequestError('INVALID_REQUEST', 'A GraphQL request is a JSON object');
  const { query, variables, operationName, extensions, documentId } = raw;
  if (query !== undefined && query !== null && typeof query !== 'string') {
    return graphqlRequestError('INVALID_REQUEST', '"query" must be a string');
  }
  if (variables !== undefined && variables !== null && !isRecord(variables)) {
    return graphqlRequestError('INVALID_REQUEST', '"variables" must be an object');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return graphqlRequestError('INVALID_REQUEST', '"operationName" must be a string');
  }
  const persistedQuery = isRecord(extensions) ? extensions.persistedQuery : undefined;
  const apqHash = isRecord(persistedQuery) ? persistedQuery.sha256Hash : undefined;
  const hash =
    typeof documentId === 'string' ? documentId : typeof apqHash === 'string' ? apqHash : undefined;
  return {
    ...(typeof query === 'string' ? { query } : {}),
    ...(isRecord(variables) ? { variables } : {}),
    ...(typeof operationName === 'string' && operationName !== '' ? { operationName } : {}),
    ...(hash ? { hash } : {}),
  };
}

function paramsFromQueryString(url: string): Record<string, unknown> | GraphQLError {
  const search = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const raw: Record<string, unknown> = {};
  for (const name of ['query', 'operationName', 'documentId']) {
    const value = search.get(name);
    if (value !== null) raw[name] = value;
  }
  for (const name of ['variables', 'extensions']) {
    const value = search.get(name);
    if (value === null || value === '') continue;
    try {
      raw[name] = JSON.parse(value);
    } catch {
      return graphqlRequestError('INVALID_REQUEST', `"${name}" is not valid JSON`);
    }
  }
  return raw;
}

function statusOf(error: GraphQLError): number {
  const status = error.extensions.status;
  return typeof status === 'number' ? status : 400;
}

/**
 * GraphQL over HTTP for the gateway: POST (JSON, one request or a bounded batch) and GET (queries only), with
 * `application/graphql-response+json` (request errors answer 4xx) or legacy `application/json` (request errors
 * answer 200). The caller's token is checked first; then the body size, the persisted-operation list, the
 * cached document (parse, limits, validation) and execution with a per-request context.
 */
export function createGraphqlHandler(options: GraphqlHandlerOptions): GraphqlHandler {
  const {
    documents,
    persisted,
    persistedOnly,
    limits,
    verify,
    transport,
    compareContractCheck,
    clientAddress,
    log,
  } = options;

  function formatError(error: GraphQLError): GraphQLFormattedError {
    // Errors with a code are ours: REST errors, limits, refused requests.
    if (error.extensions?.code) return error.toJSON();
    const original = error.originalError;
    if (original && !(original instanceof GraphQLError)) {
      // Anything else a resolver threw (a contract mismatch, a bug): logged here, never shown.
      log('resolver failed', original);
      return {
        message: 'internal error',
        ...(error.locations ? { locations: error.locations } : {}),
        ...(error.path ? { path: error.path } : {}),
        extensions: { code: 'INTERNAL', status: 500, statusClass: '5xx' },
      };
    }
    // GraphQL's own: without a path it is about the request (variables), with one about the data.
    const json = error.toJSON();
    const [code, status] = error.path ? ['INTERNAL', 500] : ['INVALID_REQUEST', 400];
    return {
      ...json,
      extensions: { ...json.extensions, code, status, statusClass: `${Math.floor(status / 100)}xx` },
    };
  }

  function rejected(error: GraphQLError, mediaType: MediaType): Answer {
    const status = statusOf(error);
    // Legacy JSON clients get 200 for a well-formed request GraphQL refuses (GraphQL over HTTP).
    return {
      status: mediaType === 'application/json' && status === 400 ? 200 : status,
      body: { errors: [formatError(error)] },
    };
  }

  async function run(
    params: RequestParams,
    method: string,
    mediaType: MediaType,
    context: GatewayContext,
    anonymous: boolean,
    oversized = false,
  ): Promise<Answer> {
    let text = params.query;
    let fromManifest = false;
    if (text === undefined) {
      if (!params.hash)
        return rejected(graphqlRequestError('INVALID_REQUEST', 'The request has no query'), mediaType);
      text = persisted.textOf(params.hash);
      if (text === undefined) {
        return rejected(
          graphqlRequestError(
            'PERSISTED_QUERY_NOT_FOUND',
            `No persisted operation has the hash ${params.hash}`,
          ),
          mediaType,
        );
      }
      fromManifest = true;
    }
    if (persistedOnly && !fromManifest && !persisted.allowsText(text, limits.maxTokens)) {
      return rejected(
        graphqlRequestError(
          'PERSISTED_QUERY_NOT_FOUND',
          "This server runs only the console's own operations, and this is not one of them",
        ),
        mediaType,
      );
    }
    const prepared = documents.prepare(text);
    if (!prepared.ok) {
      const status = statusOf(prepared.errors[0] as GraphQLError);
      return {
        status: mediaType === 'application/json' && status === 400 ? 200 : status,
        body: { errors: prepared.errors.map(formatError) },
      };
    }
    const operation = prepared.operation(params.operationName);
    if (!('execute' in operation)) return rejected(operation, mediaType);
    // Past the usual limit only to carry documents, and without a session only to a public page's field: any other
    // operation in such a body is refused unread.
    if (oversized && (!operation.largeBody || (anonymous && !operation.public))) {
      return { status: 413, body: tooLarge(limits.maxBodyBytes) };
    }
    if (anonymous && !operation.public) {
      return rejected(graphqlRequestError('UNAUTHENTICATED', 'missing bearer token', 401), mediaType);
    }
    if (method === 'GET' && operation.kind !== 'query') {
      return rejected(
        graphqlRequestError('METHOD_NOT_ALLOWED', `A ${operation.kind} must be sent with POST`, 405),
        mediaType,
      );
    }

    const overLimit = operation.limitError(params.variables ?? {});
    if (overLimit) return rejected(overLimit, mediaType);

    const result = await operation.execute(context, params.variables ?? {});
    const body = result.errors ? { ...result, errors: result.errors.map(formatError) } : result;
    // No data at all means the variables were refused: a request error.
    const requestError = !('data' in result) || result.data === undefined;
    return { status: requestError && mediaType === 'application/graphql-response+json' ? 400 : 200, body };
  }

  return async (req, res) => {
    const method = req.method ?? 'GET';
    const negotiated = negotiate(req.headers.accept);
    const accepted = negotiated ?? 'application/json';
    if (method !== 'GET' && method !== 'POST') {
      const error = graphqlRequestError('METHOD_NOT_ALLOWED', 'Use GET or POST', 405);
      return send(res, 405, accepted, { errors: [error.toJSON()] }, { allow: 'GET, POST' });
    }
    if (!negotiated) {
      const error = graphqlRequestError(
        'NOT_ACCEPTABLE',
        'Accept application/graphql-response+json or application/json',
        406,
      );
      return send(res, 406, 'application/json', { errors: [error.toJSON()] });
    }

    // No token at all is an anonymous request: it may run only `@public` fields (checked per operation below).
    const token = BEARER.exec(req.headers.authorization?.trim() ?? '')?.[1] ?? null;
    const hasAuthorization = req.headers.authorization !== undefined;
    const authError = token
      ? await verify(token).then(
          () => undefined,
          () => 'invalid or expired token',
        )
      : hasAuthorization
        ? 'malformed bearer token'
        : undefined;
    if (authError) {
      const error = graphqlRequestError('UNAUTHENTICATED', authError, 401);
      return send(res, 401, accepted, { errors: [error.toJSON()] });
    }

    let raw: unknown;
    let oversized = false;
    if (method === 'POST') {
      const contentType = req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
      if (contentType !== 'application/json') {
        const error = graphqlRequestError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the request as application/json',
          415,
        );
        return send(res, 415, accepted, { errors: [error.toJSON()] });
      }
      // A request may carry documents (a `@largeBody` operation, signed in or `@public`: checked once parsed below).
      const limit = Math.max(limits.maxBodyBytes, limits.maxUploadBodyBytes);
      const body = await readBody(req, limit);
      if (body === ABORTED) return;
      if (body === TOO_LARGE) return send(res, 413, accepted, tooLarge(limit), { connection: 'close' });
      oversized = Buffer.byteLength(body) > limits.maxBodyBytes;
      try {
        raw = JSON.parse(body);
      } catch {
        const error = graphqlRequestError('INVALID_REQUEST', 'The request body is not valid JSON');
        return send(res, 400, accepted, { errors: [error.toJSON()] });
      }
    } else {
      raw = paramsFromQueryString(req.url ?? '');
      if (raw instanceof GraphQLError) {
        const answer = rejected(raw, accepted);
        return send(res, answer.status, accepted, answer.body);
      }
    }

    const context = createGatewayContext(transport, token, {
      compareContractCheck,
      forwarded: {
        acceptLanguage: req.headers['accept-language']?.slice(0, 256),
        address: clientAddress(req),
      },
      intentKey: intentKeyOf(req.headers['idempotency-key']),
    });
    try {
      if (Array.isArray(raw)) {
        if (method !== 'POST' || raw.length === 0) {
          const error = graphqlRequestError(
            'INVALID_REQUEST',
            'A batch is a non-empty JSON array sent with POST',
          );
          return send(res, 400, accepted, { errors: [error.toJSON()] });
        }
        if (raw.length > limits.maxBatch) {
          const error = graphqlRequestError(
            'BATCH_TOO_LARGE',
            `The batch holds ${raw.length} operations; the limit is ${limits.maxBatch}`,
            413,
            { limit: limits.maxBatch, actual: raw.length },
          );
          return send(res, 413, accepted, { errors: [error.toJSON()] });
        }
        // In order, not in parallel: a batch may hold a mutation and then the queries that read its effect.
        const answers: Answer['body'][] = [];
        for (const item of raw) {
          const params = toParams(item);
          answers.push(
            params instanceof GraphQLError
              ? rejected(params, accepted).body
              : (await run(params, method, accepted, context, token === null, oversized)).body,
          );
        }
        return send(res, 200, accepted, answers);
      }
      const params = toParams(raw);
      const answer =
        params instanceof GraphQLError
          ? rejected(params, accepted)
          : await run(params, method, accepted, context, token === null, oversized);
      return send(res, answer.status, accepted, answer.body, answer.status === 405 ? { allow: 'POST' } : {});
    } catch (error) {
      log('GraphQL request failed', error);
      const internal = graphqlRequestError('INTERNAL', 'internal error', 500);
      if (!res.headersSent) send(res, 500, accepted, { errors: [internal.toJSON()] });
      else res.destroy();
    }
  };
}
