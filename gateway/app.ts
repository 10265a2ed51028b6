import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import express, { type Router } from 'express';
import helmet from 'helmet';
import { BRAND_LOGO_PATH, createBrandLogoDownload } from './brand-logo-download';
import {
  CACHED_SUBSCRIPTIONS_DOWNLOAD_PATH,
  createCachedSubscriptionsDownload,
} from './cached-subscriptions-download';
import { clientAddressOf } from './client-address';
import type { GatewayConfig } from './config';
import { createDocumentCache } from './document-cache';
import { createGraphqlHandler } from './graphql-handler';
import { loadPersistedOperations } from './persisted-operations';
import { createRestTransport, type RestTransport } from './rest-transport';
import { createGatewaySchema } from './schema';
import { createStaticAssets } from './static-assets';
import { type AccessTokenVerifier, createAccessTokenVerifier } from './verify-access-token';

export type GatewayAppOptions = {
  config: GatewayConfig;
  /** The embedded user pool's router, mounted at /idp. */
  identityRouter?: Router;
  verifier?: AccessTokenVerifier;
  /** The process's connection pool to the api; by default one is opened to `config.apiBaseUrl`. */
  restTransport?: RestTransport;
  log?: (line: string, error?: unknown) => void;
};

/** The gateway as a Node request listener: `http.createServer(createGatewayApp(options))`. */
export type GatewayApp = (req: IncomingMessage, res: ServerResponse) => void;

function isGraphqlPath(url: string | undefined): boolean {
  const path = url?.split('?', 1)[0];
  return path === '/graphql' || path === '/graphql/';
}

/**
 * GraphQL over the REST api at /graphql, and through Express the built console with SPA fallback, the client's
 * configuration and /idp (with helmet's headers and the console's CSP). /graphql is answered before Express:
 * its routing and helmet's dozen middlewares were an eighth of the gateway's CPU per request, and a JSON
 * answer needs only nosniff and no-store, which the handler sets.
 */
export function createGatewayApp({
  config,
  identityRouter,
  verifier,
  restTransport,
  log = (line, error) => console.error(`[gateway] ${line}`, error ?? ''),
}: GatewayAppOptions): GatewayApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // No ETag per answer: nobody revalidates these authenticated answers, and hashing each body cost ~1% of a list.
  app.set('etag', false);
  const verify = verifier ?? createAccessTokenVerifier(config.issuer, config.clientId);
  const schema = createGatewaySchema();
  const persisted = loadPersistedOperations(config.persistedOperationsFile);
  const documents = createDocumentCache({
    schema,
    limits: config.graphqlLimits,
    introspection: config.introspection,
    compileAfter: config.compileAfter,
    checkLeaves: !config.production,
    log,
  });
  // In production the console's own operations are prepared now: a broken one shows at start, not at a user's first
  // click. Elsewhere they are prepared when first asked for (a second of the start); tests/gateway/persisted-operations
  // checks that every one passes.
  if (config.production) {
    for (const hash of persisted.hashes()) {
      const prepared = documents.prepare(persisted.textOf(hash) ?? '');
      if (!prepared.ok) log(`persisted operation ${hash} is refused: ${prepared.errors[0]?.message}`);
    }
  }
  if (config.persistedOperationsOnly && persisted.size === 0) {
    log(
      `persisted operations only, but ${config.persistedOperationsFile} lists none: every operation is refused`,
    );
  }
  const graphqlHandler = createGraphqlHandler({
    documents,
    persisted,
    persistedOnly: config.persistedOperationsOnly,
    limits: config.graphqlLimits,
    verify,
    transport:
      restTransport ??
      createRestTransport(config.apiBaseUrl, {
        connections: config.apiConnections,
        timeoutMs: config.apiTimeoutMs,
      }),
    compareContractCheck: !config.production,
    clientAddress: clientAddressOf(config.trustProxy),
    log,
  });
  const cognitoOrigin = config.embeddedIdentity ? [] : ['https://cognito-idp.*.amazonaws.com'];

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...cognitoOrigin],
          // A customer's PDF document is shown inline from an object URL the console made (customer documents).
          frameSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
    }),
  );

  if (identityRouter) app.use('/idp', identityRouter);

  app.get('/console-config.json', (_req, res) => {
    res.set('cache-control', 'no-store').json({
      auth: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.clientId,
        userPoolEndpoint: config.publicUserPoolEndpoint,
      },
    });
  });

  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  // The local cache's download: the signed link of `cachedSubscriptionsLink`, streamed from the api.
  app.get(CACHED_SUBSCRIPTIONS_DOWNLOAD_PATH, createCachedSubscriptionsDownload(config.apiBaseUrl, log));
  // The brands' logos (PNG files the api keeps), for the shell and the public pages.
  app.get(BRAND_LOGO_PATH, createBrandLogoDownload(config.apiBaseUrl, log));

  const staticDir = resolve(config.staticDir);
  if (existsSync(staticDir)) {
    app.use(createStaticAssets(staticDir));
  }
  return (req, res) => {
    if (!isGraphqlPath(req.url)) return void app(req, res);
    graphqlHandler(req, res).catch((error: unknown) => {
      log('GraphQL request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
}
