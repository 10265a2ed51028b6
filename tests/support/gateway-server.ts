import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayApp } from '../../gateway/app';
import { type GatewayConfig, loadGatewayConfig } from '../../gateway/config';
import { createRestTransport } from '../../gateway/rest-transport';
import { type ApiServerOptions, startApiServer } from './api-server';

export type GatewayStack = Awaited<ReturnType<typeof startGatewayStack>>;

export type GatewayStackOptions = {
  /** Options for the real api behind the gateway. */
  api?: ApiServerOptions;
};

export type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }>;
};

export type GraphqlResponse = GraphqlBody & { status: number; headers: Headers };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A pass-through proxy in front of the api that writes down every request reaching it (`GET /session`), so a
 * test counts the REST calls the gateway really makes without replacing anything.
 */
async function startCountingProxy(target: string) {
  const calls: string[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  const url = await listen(server);
  let closing: Promise<void> | undefined;
  return {
    url,
    calls,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/**
 * The real api (on its own test database, with the real pool) and a gateway in front of it, on loopback, with a
 * counting proxy between the two (`restCalls`). `overrides.apiBaseUrl` points the gateway elsewhere instead;
 * `gateway(overrides)` starts another gateway with other settings on the same api.
 */
export async function startGatewayStack(
  overrides: Partial<GatewayConfig> = {},
  options: GatewayStackOptions = {},
) {
  const api = await startApiServer(options.api);
  const proxy = await startCountingProxy(api.url);
  const started: Array<() => Promise<void>> = [];

  async function gateway(gatewayOverrides: Partial<GatewayConfig> = {}) {
    const config: GatewayConfig = {
      ...loadGatewayConfig({}),
      port: 0,
      apiBaseUrl: proxy.url,
      issuer: api.identity.issuer,
      userPoolId: api.identity.poolId,
      clientId: api.identity.clientId,
      staticDir: '.tmp/no-static',
      // Every operation runs compiled from its first request, as the console's hot ones do in production, and
      // outside production each compiled answer's leaves are checked against their types (gateway/leaf-check.ts).
      compileAfter: 1,
      ...gatewayOverrides,
    };
    const transport = createRestTransport(config.apiBaseUrl, { connections: 4, timeoutMs: 5_000 });
    const logged: string[] = [];
    const app = createGatewayApp({
      config,
      restTransport: transport,
      log: (line, error) => logged.push(error instanceof Error ? `${line}: ${error.message}` : line),
    });
    const server = createServer(app);
    const url = await listen(server);
    started.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await transport.close();
    });

    /** Any request to /graphql; `token` null sends no Authorization header. */
    async function request(
      token: string | null,
      init: { method?: string; headers?: Record<string, string>; body?: string; search?: string } = {},
    ): Promise<{ status: number; headers: Headers; body: unknown }> {
      const res = await fetch(`${url}/graphql${init.search ?? ''}`, {
        method: init.method ?? 'POST',
        headers: {
          // A fresh connection per request: a reused one can meet the server closing it on a loaded machine.
          connection: 'close',
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...init.headers,
        },
        body: init.body,
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      return { status: res.status, headers: res.headers, body };
    }

    async function graphql(
      token: string | null,
      query: string,
      variables?: Record<string, unknown>,
    ): Promise<GraphqlResponse> {
      const res = await request(token, { body: JSON.stringify({ query, variables }) });
      return { status: res.status, headers: res.headers, ...(res.body as GraphqlBody) };
    }

    /** What the gateway logged (internal errors, refused persisted operations). */
    return { url, config, graphql, request, logged };
  }

  const main = await gateway(overrides);
  return {
    ...main,
    api,
    gateway,
    /** Requests that reached the api through the gateway(s), as "METHOD /path", oldest first. */
    restCalls: proxy.calls,
    /** Takes the api off the network for the gateway (its connections drop, new ones are refused). */
    cutApi: () => proxy.close(),
    async close() {
      for (const stop of started) await stop();
      await proxy.close();
      await api.close();
    },
  };
}
