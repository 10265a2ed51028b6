import type { GatewayContext } from './context';
import { createRequestLoaders, type RequestLoaders } from './request-loaders';
import { createRestClient, type RestClientOptions } from './rest-client';
import type { RestTransport } from './rest-transport';

/**
 * The context of one GraphQL request: the caller's REST client and their own DataLoaders; `token` null for an
 * anonymous request, which may run only `@public` fields.
 */
export function createGatewayContext(
  transport: RestTransport,
  token: string | null,
  {
    compareContractCheck = false,
    forwarded,
    intentKey,
  }: Pick<RestClientOptions, 'compareContractCheck' | 'forwarded' | 'intentKey'> = {},
): GatewayContext {
  let loaders: RequestLoaders | undefined;
  const rest = createRestClient(transport, token, {
    onWrite: () => loaders?.clearAll(),
    compareContractCheck,
    forwarded,
    intentKey,
  });
  loaders = createRequestLoaders(rest);
  return { rest, loaders };
}
