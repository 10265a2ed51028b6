import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { createAdminActions } from './admin-actions';
import { type AdminCredentials, loadOrCreateAdminCredentials } from './admin-credentials';
import { CognitoError } from './cognito-error';
import type { MessageOutbox } from './message-outbox';
import { createPasswordHasher } from './password-hasher';
import { createPoolContext } from './pool-context';
import { openPoolState } from './pool-state';
import { loadOrCreateSigningKey } from './signing-key';
import { createSigV4Verifier } from './sigv4-verifier';
import { createTokenService } from './token-service';
import { type ActionHandler, createUserActions } from './user-actions';

export type UserPoolOptions = {
  /** Persistence root, e.g. DATA_DIR/identity. */
  dataDir: string;
  /** The `iss` claim; the JWKS is served at issuer + '/.well-known/jwks.json'. */
  issuer: string;
  poolId: string;
  clientId: string;
  outbox: MessageOutbox;
  log?: (line: string) => void;
  /** Milliseconds clock, injectable for expiry tests. */
  now?: () => number;
  /** Credentials Admin* calls must be signed with; generated into dataDir when absent. */
  adminCredentials?: AdminCredentials;
  accessTokenTtlSeconds?: number;
  /** log2 of scrypt's N; lower it only in tests. */
  passwordHashCost?: number;
};

export type UserPool = {
  /** Mounted by the gateway at '/idp'. */
  router: Router;
  adminCredentials: AdminCredentials;
  close(): Promise<void>;
};

const JSON_TYPES = ['application/x-amz-json-1.1', 'application/json'];
const TARGET = /^AWSCognitoIdentityProviderService\.([A-Za-z]+)$/;

function sendError(res: Response, error: CognitoError) {
  res
    .status(error.status)
    .set('x-amzn-ErrorType', error.type)
    .type('application/x-amz-json-1.1')
    .send(JSON.stringify({ __type: error.type, message: error.message }));
}

/** An embedded user pool speaking the Amazon Cognito Identity Provider JSON protocol. */
export async function createUserPool(options: UserPoolOptions): Promise<UserPool> {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(`[idp] ${line}`));
  const { dataDir, poolId, clientId, issuer } = options;
  const region = poolId.split('_')[0];
  if (!region || !poolId.includes('_'))
    throw new Error(`user pool id ${poolId} must look like <region>_<name>`);
  const accessTokenTtlSeconds = options.accessTokenTtlSeconds ?? 3600;

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const [key, adminCredentials, state] = await Promise.all([
    loadOrCreateSigningKey(join(dataDir, 'signing-key.json')),
    options.adminCredentials ?? loadOrCreateAdminCredentials(join(dataDir, 'admin-credentials.json')),
    openPoolState(join(dataDir, 'pool-state.json'), now),
  ]);
  const hasher = createPasswordHasher(options.passwordHashCost);
  const dummyPasswordHash = await hasher.hash(randomBytes(16).toString('hex'));
  const ctx = createPoolContext({
    settings: { poolId, clientId, accessTokenTtlSeconds },
    state,
    tokens: createTokenService({ key, issuer, clientId, now, accessTokenTtlSeconds }),
    hasher,
    outbox: options.outbox,
    log,
    now,
  });
  const userActions = createUserActions(ctx, dummyPasswordHash);
  const adminActions = createAdminActions(ctx);
  const verifySignature = createSigV4Verifier({
    credentials: adminCredentials,
    region,
    service: 'cognito-idp',
    now,
  });

  const rawBodies = new WeakMap<IncomingMessage, Buffer>();
  const parseJson = express.json({
    type: JSON_TYPES,
    limit: '64kb',
    verify: (req, _res, buf) => {
      rawBodies.set(req, buf);
    },
  });
  const protocolPaths = ['/', `/${poolId}`];
  const router = express.Router();

  router.post(protocolPaths, parseJson, async (req: Request, res: Response) => {
    res.set({ 'x-amzn-RequestId': randomUUID(), 'Cache-Control': 'no-store' });
    const action = TARGET.exec(req.get('x-amz-target') ?? '')?.[1] ?? '';
    try {
      const isAdmin = Object.hasOwn(adminActions, action);
      const handler: ActionHandler | undefined = isAdmin
        ? adminActions[action]
        : Object.hasOwn(userActions, action)
          ? userActions[action]
          : undefined;
      if (!handler) throw new CognitoError('UnknownOperationException', 'Unknown operation');
      if (
        !req.is(JSON_TYPES) ||
        typeof req.body !== 'object' ||
        req.body === null ||
        Array.isArray(req.body)
      ) {
        throw new CognitoError(
          'SerializationException',
          'Expected a JSON object as application/x-amz-json-1.1',
        );
      }
      if (isAdmin) {
        const url = new URL(req.originalUrl, 'http://pool.invalid');
        await verifySignature({
          method: req.method,
          path: decodeURIComponent(url.pathname),
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
          body: rawBodies.get(req) ?? Buffer.alloc(0),
        });
      }
      const result = await handler(req.body, {
        address: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        acceptLanguage: req.get('accept-language'),
      });
      res.status(200).type('application/x-amz-json-1.1').send(JSON.stringify(result));
    } catch (error) {
      if (error instanceof CognitoError) return sendError(res, error);
      log(
        `internal error in ${action || 'unknown action'}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      sendError(res, new CognitoError('InternalErrorException', 'Internal server error.', 500));
    }
  });

  router.options(protocolPaths, (_req, res) => {
    res.set('Allow', 'POST, OPTIONS').status(204).end();
  });

  router.get(`/${poolId}/.well-known/jwks.json`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ keys: [key.publicJwk] });
  });

  router.get(`/${poolId}/.well-known/openid-configuration`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
      subject_types_supported: ['public'],
      response_types_supported: ['token'],
      scopes_supported: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
      token_endpoint_auth_methods_supported: ['none'],
      claims_supported: ['sub', 'iss', 'aud', 'email', 'email_verified', 'name', 'cognito:username'],
    });
  });

  router.all(protocolPaths, (_req, res) => {
    res.set('Allow', 'POST, OPTIONS');
    sendError(
      res,
      new CognitoError('MethodNotAllowedException', 'Use POST with an X-Amz-Target header.', 405),
    );
  });

  // Body parser failures (malformed JSON, oversized body) answered in the protocol's own terms.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status === 413)
      return sendError(res, new CognitoError('SerializationException', 'Request body too large.', 413));
    if (status && status < 500)
      return sendError(res, new CognitoError('SerializationException', 'Malformed request body.'));
    log(`internal error: ${error instanceof Error ? error.stack : String(error)}`);
    sendError(res, new CognitoError('InternalErrorException', 'Internal server error.', 500));
  });

  log(`user pool ${poolId} ready with ${state.users.size} users, signing key ${key.kid}`);
  return {
    router,
    adminCredentials,
    async close() {
      await state.save();
    },
  };
}
