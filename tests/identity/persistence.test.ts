import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdentityServer, startIdentityServer } from '../support/identity-server';
import { callPool, createUser, signInRaw } from './pool-calls';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'centralita-idp-restart-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const mode = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

describe('what the pool keeps on disk', () => {
  let first: IdentityServer;
  let tokens: Awaited<ReturnType<typeof signInRaw>>;
  let revoked: Awaited<ReturnType<typeof signInRaw>>;
  let kid: string;

  it('writes the signing key, admin credentials and state owner-only, with no secret in clear', async () => {
    first = await startIdentityServer({ dataDir });
    await createUser(first, 'keep@demo.test', 'Demo1234!');
    tokens = await signInRaw(first, 'keep@demo.test', 'Demo1234!');
    revoked = await signInRaw(first, 'keep@demo.test', 'Demo1234!');
    await callPool(first, 'RevokeToken', { ClientId: first.clientId, Token: revoked.RefreshToken });
    await callPool(first, 'ForgotPassword', { ClientId: first.clientId, Username: 'keep@demo.test' });
    kid = (
      (await (await fetch(`${first.issuer}/.well-known/jwks.json`)).json()) as {
        keys: Array<{ kid: string }>;
      }
    ).keys[0]?.kid as string;
    await first.close();

    expect((await readdir(dataDir)).sort()).toEqual([
      'admin-credentials.json',
      'pool-state.json',
      'signing-key.json',
    ]);
    expect(await mode(join(dataDir, 'signing-key.json'))).toBe('600');
    expect(await mode(join(dataDir, 'admin-credentials.json'))).toBe('600');
    expect(await mode(join(dataDir, 'pool-state.json'))).toBe('600');
    expect(await mode(dataDir)).toBe('700');
    const key = JSON.parse(await readFile(join(dataDir, 'signing-key.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(key).toMatchObject({ kty: 'RSA', kid, d: expect.any(String) });

    const state = await readFile(join(dataDir, 'pool-state.json'), 'utf8');
    const code = first.messages.at(-1)?.code as string;
    for (const secret of ['Demo1234!', tokens.RefreshToken, revoked.RefreshToken, code]) {
      expect(state).not.toContain(secret);
    }
    expect(state).toMatch(/"passwordHash":"scrypt\$/);
  });

  it('comes back after a restart with the same key, users, sessions, revocations and reset codes', async () => {
    const second = await startIdentityServer({ dataDir });
    try {
      const jwks = (await (await fetch(`${second.issuer}/.well-known/jwks.json`)).json()) as {
        keys: Array<{ kid: string }>;
      };
      expect(jwks.keys[0]?.kid).toBe(kid);
      // The restarted pool listens on another port (so another issuer): the refresh token must still work.
      const refreshed = await callPool(second, 'GetTokensFromRefreshToken', {
        ClientId: second.clientId,
        RefreshToken: tokens.RefreshToken,
      });
      expect(refreshed.status).toBe(200);
      const stillRevoked = await callPool(second, 'GetTokensFromRefreshToken', {
        ClientId: second.clientId,
        RefreshToken: revoked.RefreshToken,
      });
      expect(stillRevoked.body.message).toBe('Refresh Token has been revoked');
      expect((await signInRaw(second, 'keep@demo.test', 'Demo1234!')).AccessToken).toBeTruthy();
    } finally {
      await second.close();
    }
  });

  it('refuses to start when the signing key has become readable by others', async () => {
    await chmod(join(dataDir, 'signing-key.json'), 0o644);
    await expect(startIdentityServer({ dataDir })).rejects.toThrow(/signing-key\.json has mode 644/);
    await chmod(join(dataDir, 'signing-key.json'), 0o600);
  });
});
