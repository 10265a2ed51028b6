import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  base64url,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  type JWK,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccessTokenVerifier } from '../../api/auth/verify-access-token';
import { loadApiConfig } from '../../api/config';
import { createUserPoolAdmin } from '../../api/identity/user-pool-admin';
import { type ApiServer, type IdentityServer, startApiServer } from '../support/api-server';
import { startIdentityServer } from '../support/identity-server';

const REVOCATION_CACHE_MS = 300;

let poolClockOffsetMs = 0;
let identity: IdentityServer;
let server: ApiServer;

beforeAll(async () => {
  identity = await startIdentityServer({ now: () => Date.now() + poolClockOffsetMs });
  server = await startApiServer({ identity, revocationCacheMs: REVOCATION_CACHE_MS });
});
afterAll(async () => {
  await server?.close();
  await identity?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poolSigningKey() {
  const jwk = JSON.parse(await readFile(join(identity.dataDir, 'signing-key.json'), 'utf8')) as JWK;
  return { kid: jwk.kid as string, key: await importJWK(jwk, 'RS256') };
}

/** The claims of a real access token, changed as the test says, signed with the pool's own key. */
async function resigned(token: string, change: (claims: Record<string, unknown>) => void = () => {}) {
  const claims: Record<string, unknown> = { ...decodeJwt(token) };
  change(claims);
  const { kid, key } = await poolSigningKey();
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}

async function session(token: string | null) {
  return server.call('GET', '/session', token);
}

async function signOut(accessToken: string) {
  const res = await fetch(identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
    },
    body: JSON.stringify({ AccessToken: accessToken }),
  });
  expect(res.status).toBe(200);
}

/**
 * The pool would also refuse most of these tokens when asked, so the message (not part of the contract) is
 * checked to prove the api's own check refused it first.
 */
function expectUnauthenticated(res: { status: number; body: unknown }, because: RegExp) {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.stringMatching(because) } });
}

describe('accepted', () => {
  test('a fresh access token from the pool', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const res = await session(accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'agent@demo.test' });
  });

  test('the same claims re-signed with the pool key (so each rejection below is about its one change)', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    expect((await session(await resigned(accessToken))).status).toBe(200);
  });
});

describe('401 UNAUTHENTICATED', () => {
  test('no Authorization header', async () => {
    expectUnauthenticated(await session(null), /missing/i);
  });

  test.each([
    ['another scheme', 'Basic YWdlbnQ6RGVtbzEyMzQh', /malformed/i],
    ['Bearer without a token', 'Bearer', /malformed/i],
    ['not a JWT', 'Bearer not-a-token', /not valid/],
    ['two segments', 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0', /not valid/],
    ['garbage segments', 'Bearer a.b.c', /not valid/],
  ])('malformed header: %s', async (_name, header, because) => {
    const res = await fetch(`${server.url}/session`, { headers: { authorization: header } });
    expectUnauthenticated({ status: res.status, body: await res.json() }, because);
  });

  test('expired: a real pool token issued two hours ago', async () => {
    poolClockOffsetMs = -2 * 60 * 60 * 1000;
    let accessToken: string;
    try {
      ({ accessToken } = await server.signIn('agent@demo.test'));
    } finally {
      poolClockOffsetMs = 0;
    }
    expect((decodeJwt(accessToken).exp ?? 0) * 1000).toBeLessThan(Date.now());
    expectUnauthenticated(await session(accessToken), /expired/);
  });

  test('expired: exp in the past, signed with the pool key', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const expired = await resigned(accessToken, (claims) => {
      claims.iat = Math.floor(Date.now() / 1000) - 7200;
      claims.exp = Math.floor(Date.now() / 1000) - 3600;
    });
    expectUnauthenticated(await session(expired), /expired/);
  });

  test('an ID token instead of an access token', async () => {
    const { idToken } = await server.signIn('agent@demo.test');
    expect(decodeJwt(idToken).token_use).toBe('id');
    expectUnauthenticated(await session(idToken), /not an access token/i);
  });

  test('an access token with token_use changed to id', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    expectUnauthenticated(
      await session(await resigned(accessToken, (claims) => (claims.token_use = 'id'))),
      /not an access token/i,
    );
  });

  test('issued to another app client', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    expectUnauthenticated(
      await session(await resigned(accessToken, (claims) => (claims.client_id = 'another-client'))),
      /another client/,
    );
  });

  test('another issuer, signed with the pool key', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const token = await resigned(accessToken, (claims) => {
      claims.iss = 'http://127.0.0.1:9/idp/local_centralita';
    });
    expectUnauthenticated(await session(token), /another issuer/);
  });

  test('another issuer: a real token from a second pool', async () => {
    const other = await startIdentityServer();
    try {
      const admin = createUserPoolAdmin(
        loadApiConfig({
          COGNITO_USER_POOL_ID: other.poolId,
          COGNITO_ENDPOINT: other.endpoint,
          IDP_ADMIN_ACCESS_KEY_ID: other.adminCredentials.accessKeyId,
          IDP_ADMIN_SECRET_ACCESS_KEY: other.adminCredentials.secretAccessKey,
        }),
      );
      await admin.createUser({ username: 'agent@demo.test', attributes: { email: 'agent@demo.test' } });
      await admin.setPassword('agent@demo.test', 'Demo1234!', true);
      const signIn = await fetch(other.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: other.clientId,
          AuthParameters: { USERNAME: 'agent@demo.test', PASSWORD: 'Demo1234!' },
        }),
      });
      const body = (await signIn.json()) as { AuthenticationResult: { AccessToken: string } };
      expect(decodeJwt(body.AuthenticationResult.AccessToken).iss).toBe(other.issuer);
      // Its key is not in our issuer's JWKS, so the signature check refuses it before the issuer check.
      expectUnauthenticated(await session(body.AuthenticationResult.AccessToken), /not valid|another issuer/);
    } finally {
      await other.close();
    }
  });

  test('a tampered payload (another username) under the original signature', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload as string)));
    claims.username = 'admin@demo.test';
    const tampered = `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
    expectUnauthenticated(await session(tampered), /not valid/);
  });

  test('alg none (unsigned)', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const [, payload] = accessToken.split('.');
    const header = base64url.encode(
      JSON.stringify({ alg: 'none', typ: 'JWT', kid: decodeProtectedHeader(accessToken).kid }),
    );
    expectUnauthenticated(await session(`${header}.${payload}.`), /not (valid|signed with RS256)/);
  });

  test('HS256 with the pool’s public key as the shared secret', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const jwks = (await (await fetch(`${identity.issuer}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
    const secret = new TextEncoder().encode(JSON.stringify(jwks.keys[0]));
    const token = await new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader({ alg: 'HS256', kid: decodeProtectedHeader(accessToken).kid })
      .sign(secret);
    expectUnauthenticated(await session(token), /not signed with RS256/);
  });

  test('signed by a foreign RSA key claiming the pool key’s kid', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(accessToken).kid })
      .sign(privateKey);
    expectUnauthenticated(await session(token), /not valid/);
  });

  test('revoked by a global sign-out, once the revocation cache window has passed', async () => {
    const { accessToken } = await server.signIn('manager@demo.test');
    expect((await session(accessToken)).status).toBe(200);
    await signOut(accessToken);
    await sleep(REVOCATION_CACHE_MS + 200);
    expectUnauthenticated(await session(accessToken), /revoked/);
  });

  test('revoked before the api ever saw it', async () => {
    const { accessToken } = await server.signIn('manager@demo.test');
    await signOut(accessToken);
    expectUnauthenticated(await session(accessToken), /revoked/);
  });
});

describe('the revocation cache', () => {
  test('reuses the pool’s answer for the window only', async () => {
    let clock = Date.now();
    const verify = createAccessTokenVerifier({
      issuer: identity.issuer,
      clientId: identity.clientId,
      pool: createUserPoolAdmin(
        loadApiConfig({
          COGNITO_USER_POOL_ID: identity.poolId,
          COGNITO_ENDPOINT: identity.endpoint,
          IDP_ADMIN_ACCESS_KEY_ID: identity.adminCredentials.accessKeyId,
          IDP_ADMIN_SECRET_ACCESS_KEY: identity.adminCredentials.secretAccessKey,
        }),
      ),
      revocationCacheMs: 2000,
      now: () => clock,
    });
    const { accessToken } = await server.signIn('admin@demo.test');
    expect((await verify(accessToken)).email).toBe('admin@demo.test');
    await signOut(accessToken);
    // Within the window the earlier answer stands; after it the pool is asked again and says revoked.
    clock += 1999;
    expect((await verify(accessToken)).email).toBe('admin@demo.test');
    clock += 2;
    await expect(verify(accessToken)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});
