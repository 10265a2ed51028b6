import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { adminClient, callPool, createUser } from './pool-calls';

/**
 * Amplify's key-value storage. In node Amplify finds no window.localStorage and falls back to an in-memory
 * store of its own; this one behaves the same but lets the test read the refresh token Amplify keeps.
 */
class InspectableStorage {
  readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
  refreshToken(): string | undefined {
    return [...this.items].find(([key]) => key.endsWith('.refreshToken'))?.[1];
  }
}

let server: IdentityServer;
let clockOffset = 0;
const storage = new InspectableStorage();
const USER_PASSWORD_AUTH = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

beforeAll(async () => {
  server = await startIdentityServer({ now: () => Date.now() + clockOffset });
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: server.poolId,
        userPoolClientId: server.clientId,
        userPoolEndpoint: server.endpoint,
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
});

afterEach(async () => {
  clockOffset = 0;
  await signOut();
});

afterAll(async () => {
  await server?.close();
});

describe('the real aws-amplify client against the embedded pool', () => {
  it('signs in with USER_PASSWORD_AUTH and gets RS256 tokens that verify against the published JWKS', async () => {
    await createUser(server, 'ana@demo.test', 'Demo1234!', {
      attributes: { name: 'Ana', 'custom:role': 'ADMIN' },
    });

    const result = await signIn({
      username: 'Ana@Demo.test',
      password: 'Demo1234!',
      options: USER_PASSWORD_AUTH,
    });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await getCurrentUser()).username).toBe('ana@demo.test');

    const { tokens } = await fetchAuthSession();
    const jwks = createRemoteJWKSet(new URL(`${server.issuer}/.well-known/jwks.json`));
    const access = await jwtVerify(tokens?.accessToken.toString() ?? '', jwks, { issuer: server.issuer });
    expect(access.protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(access.payload).toMatchObject({
      token_use: 'access',
      client_id: server.clientId,
      scope: 'aws.cognito.signin.user.admin',
      username: 'ana@demo.test',
      origin_jti: expect.any(String),
      event_id: expect.any(String),
      jti: expect.any(String),
      auth_time: expect.any(Number),
    });
    const id = await jwtVerify(tokens?.idToken?.toString() ?? '', jwks, {
      issuer: server.issuer,
      audience: server.clientId,
    });
    expect(id.payload).toMatchObject({
      token_use: 'id',
      'cognito:username': 'ana@demo.test',
      email: 'ana@demo.test',
      email_verified: true,
      name: 'Ana',
      'custom:role': 'ADMIN',
      sub: access.payload.sub,
      origin_jti: access.payload.origin_jti,
    });
  });

  it('meets NEW_PASSWORD_REQUIRED for a user created with a temporary password, and answers it', async () => {
    await createUser(server, 'newpass@demo.test', 'Temp1234!', { temporary: true });

    const first = await signIn({
      username: 'newpass@demo.test',
      password: 'Temp1234!',
      options: USER_PASSWORD_AUTH,
    });
    expect(first.isSignedIn).toBe(false);
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');

    const weak = await errorOf(confirmSignIn({ challengeResponse: 'password' }));
    expect(weak.name).toBe('InvalidPasswordException');
    expect(weak.message).toMatch(/^Password does not conform to policy/);

    // A weak attempt keeps the challenge open.
    const done = await confirmSignIn({ challengeResponse: 'Fresh1234!' });
    expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await getCurrentUser()).username).toBe('newpass@demo.test');

    const admin = adminClient(server);
    const user = await admin.send(
      new AdminGetUserCommand({ UserPoolId: server.poolId, Username: 'newpass@demo.test' }),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserCreateDate).toBeInstanceOf(Date);
    admin.destroy();

    await signOut();
    const old = await errorOf(
      signIn({ username: 'newpass@demo.test', password: 'Temp1234!', options: USER_PASSWORD_AUTH }),
    );
    expect(old.name).toBe('NotAuthorizedException');
    const again = await signIn({
      username: 'newpass@demo.test',
      password: 'Fresh1234!',
      options: USER_PASSWORD_AUTH,
    });
    expect(again.isSignedIn).toBe(true);
  });

  it('refreshes with fetchAuthSession({ forceRefresh: true }) through GetTokensFromRefreshToken', async () => {
    await createUser(server, 'refresh@demo.test', 'Demo1234!');
    await signIn({ username: 'refresh@demo.test', password: 'Demo1234!', options: USER_PASSWORD_AUTH });
    const before = (await fetchAuthSession()).tokens;
    const refreshToken = storage.refreshToken();

    const after = (await fetchAuthSession({ forceRefresh: true })).tokens;
    expect(after?.accessToken.toString()).not.toBe(before?.accessToken.toString());
    expect(after?.idToken?.toString()).not.toBe(before?.idToken?.toString());
    expect(after?.accessToken.payload.jti).not.toBe(before?.accessToken.payload.jti);
    expect(after?.accessToken.payload.origin_jti).toBe(before?.accessToken.payload.origin_jti);
    expect(storage.refreshToken()).toBe(refreshToken);

    const me = await callPool(server, 'GetUser', { AccessToken: after?.accessToken.toString() });
    expect(me.status).toBe(200);
    expect(me.body.Username).toBe('refresh@demo.test');
  });

  it('resets a password with the code from the outbox, refusing a wrong one', async () => {
    await createUser(server, 'reset@demo.test', 'Demo1234!');
    await signIn({ username: 'reset@demo.test', password: 'Demo1234!', options: USER_PASSWORD_AUTH });
    const earlierRefreshToken = storage.refreshToken();
    await signOut({ global: false });

    const asked = await resetPassword({ username: 'reset@demo.test' });
    expect(asked.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'r***@d***', attributeName: 'email' },
    });
    const message = server.messages.at(-1);
    expect(message?.to).toBe('reset@demo.test');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code);

    const wrongCode = message?.code === '000000' ? '111111' : '000000';
    const wrong = await errorOf(
      confirmResetPassword({
        username: 'reset@demo.test',
        confirmationCode: wrongCode,
        newPassword: 'Reset1234!',
      }),
    );
    expect(wrong.name).toBe('CodeMismatchException');

    await confirmResetPassword({
      username: 'reset@demo.test',
      confirmationCode: message?.code ?? '',
      newPassword: 'Reset1234!',
    });
    const reused = await errorOf(
      confirmResetPassword({
        username: 'reset@demo.test',
        confirmationCode: message?.code ?? '',
        newPassword: 'Other1234!',
      }),
    );
    expect(reused.name).toBe('ExpiredCodeException');

    const old = await errorOf(
      signIn({ username: 'reset@demo.test', password: 'Demo1234!', options: USER_PASSWORD_AUTH }),
    );
    expect(old.name).toBe('NotAuthorizedException');
    expect(
      (await signIn({ username: 'reset@demo.test', password: 'Reset1234!', options: USER_PASSWORD_AUTH }))
        .isSignedIn,
    ).toBe(true);
    // Resetting the password ends the sessions opened with the old one.
    const stale = await callPool(server, 'GetTokensFromRefreshToken', {
      ClientId: server.clientId,
      RefreshToken: earlierRefreshToken,
    });
    expect(stale.errorType).toBe('NotAuthorizedException');
  });

  it('refuses an expired reset code with ExpiredCodeException', async () => {
    await createUser(server, 'late@demo.test', 'Demo1234!');
    await resetPassword({ username: 'late@demo.test' });
    const code = server.messages.at(-1)?.code ?? '';
    clockOffset = 61 * 60 * 1000;
    const expired = await errorOf(
      confirmResetPassword({ username: 'late@demo.test', confirmationCode: code, newPassword: 'Late1234!' }),
    );
    expect(expired.name).toBe('ExpiredCodeException');
  });

  it('refuses an expired new-password challenge session', async () => {
    await createUser(server, 'slow@demo.test', 'Temp1234!', { temporary: true });
    const first = await signIn({
      username: 'slow@demo.test',
      password: 'Temp1234!',
      options: USER_PASSWORD_AUTH,
    });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    clockOffset = 3 * 60 * 1000 + 1000;
    const expired = await errorOf(confirmSignIn({ challengeResponse: 'Slow1234!' }));
    expect(expired.name).toBe('NotAuthorizedException');
    expect(expired.message).toBe('Invalid session for the user, session is expired.');
  });

  it('rejects a wrong password and an unknown user alike, with NotAuthorizedException', async () => {
    await createUser(server, 'wrong@demo.test', 'Demo1234!');
    const wrong = await errorOf(
      signIn({ username: 'wrong@demo.test', password: 'Demo1234?', options: USER_PASSWORD_AUTH }),
    );
    const unknown = await errorOf(
      signIn({ username: 'nobody@demo.test', password: 'Demo1234!', options: USER_PASSWORD_AUTH }),
    );
    expect([wrong.name, wrong.message]).toEqual([
      'NotAuthorizedException',
      'Incorrect username or password.',
    ]);
    expect([unknown.name, unknown.message]).toEqual([wrong.name, wrong.message]);
  });

  it('signs out with RevokeToken: the refresh token no longer refreshes and the access token is refused', async () => {
    await createUser(server, 'bye@demo.test', 'Demo1234!');
    await signIn({ username: 'bye@demo.test', password: 'Demo1234!', options: USER_PASSWORD_AUTH });
    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString();
    const refreshToken = storage.refreshToken();
    expect(refreshToken).toBeTruthy();
    expect(decodeJwt(accessToken ?? '').origin_jti).toBeTruthy();
    expect((await callPool(server, 'GetUser', { AccessToken: accessToken })).status).toBe(200);

    await signOut();
    expect(storage.refreshToken()).toBeUndefined();

    const refresh = await callPool(server, 'GetTokensFromRefreshToken', {
      ClientId: server.clientId,
      RefreshToken: refreshToken,
    });
    expect(refresh.status).toBe(400);
    expect(refresh.errorType).toBe('NotAuthorizedException');
    expect(refresh.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    const legacyRefresh = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: server.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    });
    expect(legacyRefresh.errorType).toBe('NotAuthorizedException');

    const me = await callPool(server, 'GetUser', { AccessToken: accessToken });
    expect(me.body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  });

  it('signs out globally with GlobalSignOut, ending every session of the user', async () => {
    await createUser(server, 'global@demo.test', 'Demo1234!');
    const other = await callPool(server, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: server.clientId,
      AuthParameters: { USERNAME: 'global@demo.test', PASSWORD: 'Demo1234!' },
    });
    const otherTokens = other.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
    await signIn({ username: 'global@demo.test', password: 'Demo1234!', options: USER_PASSWORD_AUTH });

    await signOut({ global: true });

    expect((await callPool(server, 'GetUser', { AccessToken: otherTokens.AccessToken })).errorType).toBe(
      'NotAuthorizedException',
    );
    const refresh = await callPool(server, 'GetTokensFromRefreshToken', {
      ClientId: server.clientId,
      RefreshToken: otherTokens.RefreshToken,
    });
    expect(refresh.errorType).toBe('NotAuthorizedException');
    // A new sign-in right after is a new family and works.
    expect(
      (await signIn({ username: 'global@demo.test', password: 'Demo1234!', options: USER_PASSWORD_AUTH }))
        .isSignedIn,
    ).toBe(true);
  });
});
