import type { z } from 'zod';
import type { AccessLevel } from '../domain/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: an access level (cumulative: each level may do what the ones below it may), or
 * `operator` for operator staff standing in the operator channel (original and current channel both '0').
 * Channel scope (current channel and its descendants) is applied by each handler in SQL on top of this.
 */
export type EndpointAccess = Exclude<AccessLevel, 'public'> | 'operator' | 'public';

/** One REST call of the contract: path, method, who may call it and the zod schemas of what goes in and out. */
export type Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> = {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  access: EndpointAccess;
  query?: Query;
  body?: Body;
  response: Response;
  /** A valid body: documents the call and lets generated bad-input tests break one field at a time. */
  bodyExample?: Body extends z.ZodType ? z.input<Body> : never;
  /** A valid query, likewise: generated bad-input tests break one parameter at a time. */
  queryExample?: Query extends z.ZodType ? z.input<Query> : never;
  /** Error codes this endpoint answers on purpose, besides the ones every endpoint may give. */
  errors?: readonly string[];
};

export function defineEndpoint<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Query, Body, Response>): Endpoint<Query, Body, Response> {
  return endpoint;
}
