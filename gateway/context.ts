import type { RequestLoaders } from './request-loaders';
import type { RestClient } from './rest-client';

// graphql-codegen's resolver types take this; a type alias (not an interface) keeps it a plain record.
export type GatewayContext = {
  /** The REST api as the caller (their token). */
  rest: RestClient;
  /** This request's DataLoaders: `loaders.of(customerLoader).load(id)`. */
  loaders: RequestLoaders;
};

/** The variables a request gives its operation, as parsed from its body (coerced later, by execution). */
export type OperationVariables = Readonly<Record<string, unknown>>;
