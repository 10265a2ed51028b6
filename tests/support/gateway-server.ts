import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayApp } from '../../gateway/app';
import { type GatewayConfig, loadGatewayConfig } from '../../gateway/config';
import { startApiServer } from './api-server';

export type GatewayStack = Awaited<ReturnType<typeof startGatewayStack>>;

/** The real api (on its own test database, with the real pool) and a gateway in front of it, on loopback. */
export async function startGatewayStack(overrides: Partial<GatewayConfig> = {}) {
  const api = await startApiServer();
  const config: GatewayConfig = {
    ...loadGatewayConfig({}),
    port: 0,
    apiBaseUrl: api.url,
    issuer: api.identity.issuer,
    userPoolId: api.identity.poolId,
    clientId: api.identity.clientId,
    staticDir: '.tmp/no-static',
    ...overrides,
  };
  const server = await new Promise<Server>((resolve) => {
    const s = createGatewayApp({ config }).listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function graphql(token: string | null, query: string, variables?: Record<string, unknown>) {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    };
    return { status: res.status, headers: res.headers, ...body };
  }

  return {
    api,
    url,
    graphql,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}
