import type { RestClient } from './rest-client';

// graphql-http needs a type alias here, not an interface.
export type GatewayContext = {
  rest: RestClient;
};
