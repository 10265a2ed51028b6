import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Endpoint } from '../schema/rest/endpoint';
import { type ContractCheck, contractCheckOf } from './contract-check';
import { createCallKeys } from './idempotency-keys';
import { restErrorToGraphQL } from './rest-error';
import type { ForwardedCaller, RestMethod, RestTransport } from './rest-transport';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call of an endpoint of the contract sends: `:name` path parameters, query and body. */
export type EndpointInput<E extends Endpoint> = {
  params?: Record<string, string>;
  query?: InputOf<E['query']>;
  body?: InputOf<E['body']>;
};

/** Calls the REST api with the caller's own token and parses the answer with the contract's schema. */
export type RestClient = {
  /** One endpoint of schema/rest, typed by its definition: `rest.call(sessionEndpoints.getSession)`. */
  call<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<z.infer<E['response']>>;
  request<T extends z.ZodType>(
    method: RestMethod,
    path: string,
    response: T,
    body?: unknown,
  ): Promise<z.infer<T>>;
};

export type RestClientOptions = {
  /** Called before and after every call that may change data, so cached reads of this request are dropped. */
  onWrite?: () => void;
  /**
   * Parse with zod too whenever the compiled contract check accepts an answer, and fail the call if the two
   * disagree (outside production: every gateway test then holds the check to zod on real answers).
   */
  compareContractCheck?: boolean;
  /** The caller's Accept-Language and address, sent on with every call. */
  forwarded?: ForwardedCaller | undefined;
  /** The console's Idempotency-Key of this request: each changing call sends one derived from it. */
  intentKey?: string | undefined;
  /** Where the compiled checks come from (contract-check.ts); tests put a wrong one here to see the comparison fail. */
  contractCheckOf?: (schema: z.ZodType) => ContractCheck | undefined;
};

/** The answer checked against the contract: itself when the compiled check accepts it, else zod's parse. */
function parseAnswer<T extends z.ZodType>(
  schema: T,
  body: unknown,
  check: ContractCheck | undefined,
  compare: boolean,
  path: string,
): z.infer<T> {
  if (!check?.(body)) return schema.parse(body);
  if (compare) {
    const parsed = schema.safeParse(body);
    if (!parsed.success || !isDeepStrictEqual(parsed.data, body)) {
      throw new Error(
        `the compiled contract check accepted an answer of ${path} that zod does not return as it is`,
      );
    }
  }
  return body as z.infer<T>;
}

/** `/portabilities/:id/cancel` with `{ id: '7' }` and a query object, as the api's path. */
function pathOf(template: string, params: Record<string, string> = {}, query: object = {}): string {
  const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The REST client of one GraphQL request: the shared transport plus this caller's token. */
export function createRestClient(
  transport: RestTransport,
  token: string | null,
  {
    onWrite,
    compareContractCheck = false,
    contractCheckOf: checkOf = contractCheckOf,
    forwarded,
    intentKey,
  }: RestClientOptions = {},
): RestClient {
  const callKey = intentKey ? createCallKeys(intentKey) : undefined;
  async function request<T extends z.ZodType>(
    method: RestMethod,
    path: string,
    response: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const writes = method !== 'GET';
    if (writes) onWrite?.();
    try {
      const sent = writes && callKey ? { ...forwarded, idempotencyKey: callKey(method, path) } : forwarded;
      const answer = await transport.send(method, path, token, body, sent);
      if (answer.status < 200 || answer.status >= 300) throw restErrorToGraphQL(answer.status, answer.body);
      return parseAnswer(response, answer.body, checkOf(response), compareContractCheck, path);
    } finally {
      if (writes) onWrite?.();
    }
  }
  return {
    request,
    call<E extends Endpoint>(endpoint: E, input: EndpointInput<E> = {}) {
      const path = pathOf(endpoint.path, input.params, input.query ?? {});
      return request<E['response']>(endpoint.method, path, endpoint.response, input.body);
    },
  };
}
