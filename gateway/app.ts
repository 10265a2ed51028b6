import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { GraphQLError } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/express';
import helmet from 'helmet';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { createRestClient } from './rest-client';
import { createGatewaySchema } from './schema';
import { type AccessTokenVerifier, createAccessTokenVerifier } from './verify-access-token';

export type GatewayAppOptions = {
  config: GatewayConfig;
  /** The embedded user pool's router, mounted at /idp. */
  identityRouter?: Router;
  verifier?: AccessTokenVerifier;
};

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

function unauthenticated(res: Response, message: string) {
  res
    .status(401)
    .type('application/graphql-response+json')
    .json({
      errors: [{ message, extensions: { code: 'UNAUTHENTICATED', status: 401, statusClass: '4xx' } }],
    });
}

/** GraphQL over the REST api, the built console with SPA fallback, the client's configuration and /idp. */
export function createGatewayApp({ config, identityRouter, verifier }: GatewayAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const verify = verifier ?? createAccessTokenVerifier(config.issuer, config.clientId);
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

  const graphqlHandler = createHandler<GatewayContext>({
    schema: createGatewaySchema(),
    context: (req) => ({ rest: createRestClient(config.apiBaseUrl, tokenOf(req.raw)) }),
    formatError: (err) => {
      // Resolver errors already carry a code; anything else is ours and must not leak internals.
      if (err instanceof GraphQLError && (err.extensions.code || !err.originalError)) return err;
      return new GraphQLError('internal error', {
        path: err instanceof GraphQLError ? err.path : undefined,
        extensions: { code: 'INTERNAL', status: 500, statusClass: '5xx' },
      });
    },
  });

  app.use('/graphql', express.json({ limit: '100kb' }), async (req, res, next) => {
    const match = BEARER.exec(req.headers.authorization ?? '');
    if (!match?.[1]) return unauthenticated(res, 'missing bearer token');
    try {
      await verify(match[1]);
    } catch {
      return unauthenticated(res, 'invalid or expired token');
    }
    return graphqlHandler(req, res, next);
  });

  const staticDir = resolve(config.staticDir);
  if (existsSync(staticDir)) {
    app.use(express.static(staticDir, { index: false, maxAge: '1y', immutable: true }));
    app.get(/^\/(?!graphql|idp|assets\/).*/, (_req, res) => {
      res.set('cache-control', 'no-cache').sendFile(join(staticDir, 'index.html'));
    });
  }
  return app;
}

function tokenOf(req: Request): string {
  return BEARER.exec(req.headers.authorization ?? '')?.[1] ?? '';
}
