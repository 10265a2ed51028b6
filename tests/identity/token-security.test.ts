import { createHmac } from 'node:crypto';
import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { adminClient, callPool, createUser, signInRaw } from './pool-calls';

let server: IdentityServer;
let clockOffset = 0;

beforeAll(async () => {
  server = await startIdentityServer({ now: () => Date.now() + clockOffset });
  await createUser(server, 'token@demo.test', 'Demo1234!', { attributes: { 'custom:role': 'AGENT' } });
});

afterAll(async () => {
  await server?.close();
});

const getUser = (AccessToken: string) => callPool(server, 'GetUser', { AccessToken });

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('GetUser refuses every token the pool did not issue as a live access token', () => {
  it('accepts a genuine access token and lists the attributes', async () => {
    const { AccessToken } = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    const me = await getUser(AccessToken);
    expect(me.status).toBe(200);
    expect(me.body.Username).toBe('token@demo.test');
    expect(me.body.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: decodeJwt(AccessToken).sub },
        { Name: 'email', Value: 'token@demo.test' },
        { Name: 'custom:role', Value: 'AGENT' },
      ]),
    );
  });

  it('refuses a token with the same claims and kid signed by another key', async () => {
    const { AccessToken } = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(AccessToken))
      .setProtectedHeader(decodeProtectedHeader(AccessToken) as { alg: string })
      .sign(privateKey);
    expect((await getUser(forged)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { AccessToken } = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    const unsigned = new UnsecuredJWT(decodeJwt(AccessToken)).encode();
    expect((await getUser(unsigned)).errorType).toBe('NotAuthorizedException');
    // The same with the kid kept and an empty signature part.
    const [, payload] = AccessToken.split('.');
    const header = base64url({ ...decodeProtectedHeader(AccessToken), alg: 'none' });
    expect((await getUser(`${header}.${payload}.`)).errorType).toBe('NotAuthorizedException');
  });

  it('refuses a tampered payload and an HS256 token keyed with the public key', async () => {
    const { AccessToken } = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    const [header, , signature] = AccessToken.split('.');
    const tampered = `${header}.${base64url({ ...decodeJwt(AccessToken), username: 'admin@demo.test' })}.${signature}`;
    expect((await getUser(tampered)).errorType).toBe('NotAuthorizedException');

    const jwks = (await (await fetch(`${server.issuer}/.well-known/jwks.json`)).json()) as {
      keys: unknown[];
    };
    const hsHeader = base64url({ alg: 'HS256', kid: decodeProtectedHeader(AccessToken).kid });
    const hsPayload = base64url(decodeJwt(AccessToken));
    const mac = createHmac('sha256', JSON.stringify(jwks.keys[0]))
      .update(`${hsHeader}.${hsPayload}`)
      .digest('base64url');
    expect((await getUser(`${hsHeader}.${hsPayload}.${mac}`)).errorType).toBe('NotAuthorizedException');
  });

  it('refuses an ID token where an access token is due', async () => {
    const { IdToken } = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    expect((await getUser(IdToken)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it('refuses an expired access token, yet the refresh token still mints a fresh one', async () => {
    const { AccessToken, RefreshToken, ExpiresIn } = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    expect(ExpiresIn).toBe(3600);
    clockOffset = 3601 * 1000;
    try {
      expect((await getUser(AccessToken)).body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Access Token has expired',
      });
      const refreshed = await callPool(server, 'GetTokensFromRefreshToken', {
        ClientId: server.clientId,
        RefreshToken,
      });
      const result = refreshed.body.AuthenticationResult as { AccessToken: string; RefreshToken?: string };
      expect(result.RefreshToken).toBeUndefined();
      expect((await getUser(result.AccessToken)).status).toBe(200);
    } finally {
      clockOffset = 0;
    }
  });

  it('refuses garbage and unknown refresh tokens', async () => {
    expect((await getUser('not-a-jwt')).errorType).toBe('NotAuthorizedException');
    const refresh = await callPool(server, 'GetTokensFromRefreshToken', {
      ClientId: server.clientId,
      RefreshToken: 'made-up',
    });
    expect(refresh.body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });

  it('RevokeToken ends the refresh token and every token of its family, but not the other sessions', async () => {
    const first = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    const second = await signInRaw(server, 'token@demo.test', 'Demo1234!');
    const refreshed = await callPool(server, 'GetTokensFromRefreshToken', {
      ClientId: server.clientId,
      RefreshToken: first.RefreshToken,
    });
    const familyToken = (refreshed.body.AuthenticationResult as { AccessToken: string }).AccessToken;

    const revoked = await callPool(server, 'RevokeToken', {
      ClientId: server.clientId,
      Token: first.RefreshToken,
    });
    expect(revoked).toMatchObject({ status: 200, body: {} });

    expect((await getUser(first.AccessToken)).errorType).toBe('NotAuthorizedException');
    expect((await getUser(familyToken)).errorType).toBe('NotAuthorizedException');
    expect((await getUser(second.AccessToken)).status).toBe(200);
    const access = await callPool(server, 'RevokeToken', {
      ClientId: server.clientId,
      Token: second.AccessToken,
    });
    expect(access.errorType).toBe('UnsupportedTokenTypeException');
  });

  it('AdminDisableUser ends the sessions and blocks sign-in; AdminUserGlobalSignOut ends sessions', async () => {
    await createUser(server, 'disabled@demo.test', 'Demo1234!');
    const admin = adminClient(server);
    const tokens = await signInRaw(server, 'disabled@demo.test', 'Demo1234!');
    await admin.send(
      new AdminDisableUserCommand({ UserPoolId: server.poolId, Username: 'disabled@demo.test' }),
    );

    expect((await getUser(tokens.AccessToken)).errorType).toBe('NotAuthorizedException');
    const signIn = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: 'disabled@demo.test', PASSWORD: 'Demo1234!' },
    });
    expect(signIn.body).toEqual({ __type: 'NotAuthorizedException', message: 'User is disabled.' });

    await admin.send(
      new AdminEnableUserCommand({ UserPoolId: server.poolId, Username: 'disabled@demo.test' }),
    );
    const again = await signInRaw(server, 'disabled@demo.test', 'Demo1234!');
    expect((await getUser(again.AccessToken)).status).toBe(200);
    await admin.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: server.poolId, Username: 'disabled@demo.test' }),
    );
    expect((await getUser(again.AccessToken)).body.message).toBe('Access Token has been revoked');
    admin.destroy();
  });
});
