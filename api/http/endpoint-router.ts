import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { z } from 'zod';
import { canAccess, OPERATOR_CHANNEL } from '../../schema/domain/roles';
import type { Endpoint } from '../../schema/rest/endpoint';
import { type Caller, callerOf } from '../auth/request-caller';
import { ApiError } from './api-error';
import { answerOnce, type IdempotentRequests, idempotencyKeyOf } from './idempotent-requests';
import { JsonText } from './json-text';
import { refuseNullCharacters } from './refuse-null-characters';

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
/** The parsed type of an optional schema property: `undefined` when the endpoint declares none. */
type InferDeclared<S> = [NonNullable<S>] extends [never] ? undefined : Infer<NonNullable<S>>;

export type EndpointInput<E extends Endpoint> = {
  /** Absent only on public endpoints. */
  caller: E['access'] extends 'public' ? undefined : Caller;
  query: InferDeclared<E['query']>;
  body: InferDeclared<E['body']>;
  params: Record<string, string>;
  req: Request;
};

/** An endpoint of the contract with the code that answers it. */
export type EndpointImplementation<E extends Endpoint = Endpoint> = {
  endpoint: E;
  handle(
    input: EndpointInput<E>,
  ):
    | Promise<z.infer<E['response']> | JsonText<z.infer<E['response']>>>
    | z.infer<E['response']>
    | JsonText<z.infer<E['response']>>;
};

export function implement<E extends Endpoint>(
  endpoint: E,
  handle: EndpointImplementation<E>['handle'],
): EndpointImplementation<E> {
  return { endpoint, handle };
}

/** The caller's role and channels against the endpoint's access (cumulative levels, or operator); scope is the handler's. */
function checkAccess(endpoint: Endpoint, caller: Caller): void {
  const { user } = caller;
  if (endpoint.access === 'operator') {
    if (user.original_channel_id !== OPERATOR_CHANNEL || user.channel_id !== OPERATOR_CHANNEL) {
      throw new ApiError(
        403,
        'FORBIDDEN',
        'Only operator staff standing in the operator channel may do this',
      );
    }
    return;
  }
  if (endpoint.access !== 'public' && !canAccess(user.role, endpoint.access)) {
    throw new ApiError(403, 'FORBIDDEN', `Your role cannot call ${endpoint.method} ${endpoint.path}`);
  }
}

function parseWith<S extends z.ZodType | undefined>(schema: S, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data as Infer<S>;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : undefined;
  throw new ApiError(400, 'INVALID_REQUEST', issue?.message ?? 'Invalid request', field);
}

/** How a request finds a path without parameters: Express matches paths case-insensitively, a trailing slash optional. */
function staticRouteKey(method: string, path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return `${method === 'HEAD' ? 'GET' : method} ${trimmed.toLowerCase()}`;
}

/**
 * Mounts implementations at their contract paths: access check, query and body parsed by the contract (400 with
 * the field on the first problem), and, outside production, the answer checked against the response schema so
 * the api cannot drift from the contract unnoticed. Paths without parameters are found in a map; Express's router,
 * which tries its routes one after another, keeps only those with parameters.
 */
export function createEndpointRouter(
  implementations: readonly EndpointImplementation[],
  {
    checkResponses,
    idempotency,
  }: {
    checkResponses: boolean;
    /** Changing requests with an Idempotency-Key run once per key (idempotent-requests.ts). */
    idempotency?: IdempotentRequests;
  },
): RequestHandler {
  const router = Router();
  const staticRoutes = new Map<string, (req: Request, res: Response) => Promise<void>>();
  for (const { endpoint, handle } of implementations) {
    const answer = async (req: Request, res: Response) => {
      // Answers carry personal data: no browser or proxy keeps them. A handler that serves a cacheable file (a
      // brand's logo) writes its own Cache-Control, which wins over this one.
      res.setHeader('cache-control', 'no-store');
      const caller = endpoint.access === 'public' ? undefined : callerOf(req);
      if (caller) checkAccess(endpoint, caller);
      refuseNullCharacters(req);
      const query = parseWith(endpoint.query, req.query);
      const body = parseWith(endpoint.body, req.body);
      const params = (req.params ?? {}) as Record<string, string>;
      const input = { caller, query, body, params, req } as EndpointInput<typeof endpoint>;
      const key = idempotency && caller && endpoint.method !== 'GET' ? idempotencyKeyOf(req) : undefined;
      if (idempotency && caller && key) {
        const request = { userId: caller.user.id, key, endpointId: endpoint.id, path: req.originalUrl, body };
        const answered = await answerOnce(idempotency, request, async () => {
          const result = await handle(input);
          if (res.headersSent) return null;
          if (!(result instanceof JsonText)) {
            const checked = checkResponses ? endpoint.response.parse(result) : result;
            return { status: res.statusCode, text: JSON.stringify(checked) };
          }
          if (checkResponses) endpoint.response.parse(JSON.parse(result.text));
          return { status: res.statusCode, text: result.text };
        });
        if (!answered || res.headersSent) return;
        res.writeHead(answered.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(answered.text),
          ...(answered.replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(answered.text);
        return;
      }
      const result = await handle(input);
      if (res.headersSent) return;
      if (result instanceof JsonText) {
        if (checkResponses) endpoint.response.parse(JSON.parse(result.text));
        // Written as text: Express's send would first copy a long string into a Buffer to learn its length.
        res.writeHead(res.statusCode, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(result.text),
        });
        res.end(result.text);
        return;
      }
      res.json(checkResponses ? endpoint.response.parse(result) : result);
    };
    if (endpoint.path.includes(':')) {
      const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      router[method](endpoint.path, answer);
    } else {
      staticRoutes.set(staticRouteKey(endpoint.method, endpoint.path), answer);
    }
  }
  return (req, res, next) => {
    const answer = staticRoutes.get(staticRouteKey(req.method, req.path));
    // Returned, so that Express 5 passes a rejection to the error handler.
    return answer ? answer(req, res) : router(req, res, next);
  };
}
