import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import type { MessageOutbox } from '../../identity/message-outbox';
import { createUserPool, type UserPool } from '../../identity/user-pool';
import { scratchDirectory } from './scratch-directory';

export type CapturedMessage = { to: string; subject: string; body: string; code?: string };

export type IdentityServerOptions = {
  now?: () => number;
  /** Reuse a data directory (e.g. to restart a pool); it is then left in place on close. */
  dataDir?: string;
  /** log2 of scrypt's N; tests default to a cheap 2^10, the pool itself defaults to a production cost. */
  passwordHashCost?: number;
  accessTokenTtlSeconds?: number;
  log?: (line: string) => void;
};

/**
 * The embedded user pool on an ephemeral 127.0.0.1 port under /idp, with a temporary data directory
 * and an outbox whose messages the test can read.
 */
export async function startIdentityServer(options: IdentityServerOptions = {}) {
  const poolId = 'local_centralita';
  const clientId = 'centralita-console';
  const dataDir = options.dataDir ?? (await mkdtemp(join(scratchDirectory(), 'centralita-idp-')));
  const messages: CapturedMessage[] = [];
  const outbox: MessageOutbox = {
    async deliver({ to, subject, body, code }) {
      messages.push({ to, subject, body, ...(code === undefined ? {} : { code }) });
    },
  };

  // Listen first: the issuer has to carry the real port.
  let pool: UserPool | undefined;
  const app = express();
  app.use('/idp', (req, res, next) => (pool ? pool.router(req, res, next) : next()));
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('identity server has no port');
  const endpoint = `http://127.0.0.1:${address.port}/idp`;
  const issuer = `${endpoint}/${poolId}`;
  try {
    pool = await createUserPool({
      dataDir,
      issuer,
      poolId,
      clientId,
      outbox,
      log: options.log ?? (() => {}),
      passwordHashCost: options.passwordHashCost ?? 10,
      ...(options.now ? { now: options.now } : {}),
      ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
    });
  } catch (error) {
    server.close();
    throw error;
  }
  const running = pool;

  return {
    endpoint,
    issuer,
    poolId,
    clientId,
    region: poolId.split('_')[0] as string,
    adminCredentials: running.adminCredentials,
    messages,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await running.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type IdentityServer = Awaited<ReturnType<typeof startIdentityServer>>;

export type Tokens = { accessToken: string; idToken: string; refreshToken: string };

/** USER_PASSWORD_AUTH against the pool, as Amplify does. */
export async function poolSignIn(
  identity: Pick<IdentityServer, 'endpoint' | 'clientId'>,
  email: string,
  password = 'Demo1234!',
): Promise<Tokens> {
  const res = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await res.json()) as {
    AuthenticationResult?: { AccessToken: string; IdToken: string; RefreshToken: string };
    ChallengeName?: string;
    __type?: string;
  };
  const result = body.AuthenticationResult;
  if (!res.ok || !result) {
    throw new Error(`sign-in of ${email} failed: ${res.status} ${body.__type ?? body.ChallengeName ?? ''}`);
  }
  return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
}
