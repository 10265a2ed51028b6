import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUserPoolAdmin, type UserPoolAdmin } from '../../api/identity/user-pool-admin';
import type { ChannelUser, UserHistoryEntry } from '../../schema/rest/channel-management';
import { type ApiServer, startApiServer } from '../support/api-server';
import { fingerprintDatabase } from '../support/database-dump';

let server: ApiServer;
let pool: UserPoolAdmin;
const tokens = new Map<string, string>();

beforeAll(async () => {
  // No revocation cache: a deleted user's token is refused on the very next call.
  server = await startApiServer({ revocationCacheMs: 0 });
  pool = createUserPoolAdmin({
    userPoolId: server.identity.poolId,
    region: server.identity.region,
    userPoolEndpoint: server.identity.endpoint,
    adminCredentials: server.identity.adminCredentials,
    adminCredentialsFile: '',
  });
  // owner@demo.test becomes ADMIN of 2020001 on first sign-in; it then stands in sub-channel 2020001002.
  const owner = await tokenOf('owner@demo.test');
  const entered = await server.call('PUT', '/user/channel', owner, { channel: '2020001002' });
  expect(entered.status).toBe(200);
});
afterAll(() => server?.close());

async function tokenOf(email: string, password?: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const { accessToken } = await server.signIn(email, password);
  tokens.set(email, accessToken);
  return accessToken;
}

async function as(email: string, method: string, path: string, body?: unknown) {
  return server.call(method, path, await tokenOf(email), body);
}

const errorCode = (body: unknown) => (body as { error?: { code?: string } }).error?.code;

/** A user made by the brand's admin in `channel`, with a permanent password set by the pool's admin. */
async function createUser(email: string, channel: string, role = 'AGENT'): Promise<ChannelUser> {
  const res = await as('admin@demo.test', 'POST', '/user', { channel, email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await pool.setPassword(email, 'Nueva1234!', true);
  return res.body as ChannelUser;
}

async function historyOf(email: string, caller = 'admin@demo.test') {
  const res = await as(caller, 'GET', `/user/history?email=${encodeURIComponent(email)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { user: ChannelUser; entries: UserHistoryEntry[] };
}

describe('DELETE /user', () => {
  test('deletes the account from the pool: the user cannot sign in, its token stops working', async () => {
    await createUser('borrado@demo.test', '2020001001');
    const token = await tokenOf('borrado@demo.test', 'Nueva1234!');
    expect((await server.call('GET', '/session', token)).status).toBe(200);

    const res = await as('admin@demo.test', 'DELETE', '/user', { email: 'borrado@demo.test' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'borrado@demo.test', status: 'BLOCKED' });
    expect(await pool.getUser('borrado@demo.test')).toBeNull();
    await expect(server.signIn('borrado@demo.test', 'Nueva1234!')).rejects.toThrow(/NotAuthorizedException/);
    expect((await server.call('GET', '/session', token)).status).toBe(401);
  });

  test('a user of another channel is refused (404) and nothing changes, in the database or the pool', async () => {
    await createUser('hermano@demo.test', '2020001001');
    await createUser('vecino@demo.test', '2020001002');
    const refusals: Array<[caller: string, email: string]> = [
      // The admin standing in sub-channel 2020001002: its parent's users and a sibling sub-channel's.
      ['owner@demo.test', 'agent@demo.test'],
      ['owner@demo.test', 'hermano@demo.test'],
      // Another brand's admin: Nimbus (3000003) has no channel management, so any of its users is 404 too.
      ['admin@nimbus.test', 'vecino@demo.test'],
    ];
    for (const [caller, email] of refusals) {
      const before = await fingerprintDatabase(server.db);
      const res = await as(caller, 'DELETE', '/user', { email });
      expect([caller, email, res.status]).toEqual([caller, email, 404]);
      expect(['USER_NOT_FOUND', 'NOT_FOUND']).toContain(errorCode(res.body));
      expect(await fingerprintDatabase(server.db)).toEqual(before);
      expect((await pool.getUser(email))?.enabled).toBe(true);
    }
    // The sub-channel's own user is the sub-channel admin's to delete.
    const own = await as('owner@demo.test', 'DELETE', '/user', { email: 'vecino@demo.test' });
    expect(own.status).toBe(200);
    expect(await pool.getUser('vecino@demo.test')).toBeNull();
  });

  test("another brand's admin, in a brand with channel management, cannot delete a user of 2020001", async () => {
    // Vela Movil (1450002) opens channel management; its admin is made by the operator standing in the brand.
    const entered = await as('operator@demo.test', 'PUT', '/user/channel', { channel: '1450002' });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    const made = await as('operator@demo.test', 'POST', '/user', {
      channel: '1450002',
      email: 'admin@vela.test',
      role: 'ADMIN',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    await pool.setPassword('admin@vela.test', 'Nueva1234!', true);
    await tokenOf('admin@vela.test', 'Nueva1234!');
    // Its own brand's users are its to manage: the refusal below is the brand boundary, not a missing permission.
    const own = await as('admin@vela.test', 'GET', '/channel/users?channel=1450002001');
    expect(own.status, JSON.stringify(own.body)).toBe(200);

    await createUser('lejano@demo.test', '2020001001');
    const before = await fingerprintDatabase(server.db);
    for (const email of ['lejano@demo.test', 'agent@demo.test']) {
      const res = await as('admin@vela.test', 'DELETE', '/user', { email });
      expect([email, res.status]).toEqual([email, 404]);
      expect(errorCode(res.body)).toBe('USER_NOT_FOUND');
      expect((await pool.getUser(email))?.enabled).toBe(true);
    }
    expect(await fingerprintDatabase(server.db)).toEqual(before);
    await expect(server.signIn('lejano@demo.test', 'Nueva1234!')).resolves.toBeTruthy();
  });
});

describe('GET /user/history', () => {
  test("lists role and status changes newest first, with who made them, a removed user's too", async () => {
    await createUser('trayectoria@demo.test', '2020001001');
    expect(
      (await as('admin@demo.test', 'PUT', '/user', { email: 'trayectoria@demo.test', role: 'MANAGER' }))
        .status,
    ).toBe(200);
    expect(
      (await as('admin@demo.test', 'POST', '/disableUser', { email: 'trayectoria@demo.test' })).status,
    ).toBe(200);
    expect((await as('admin@demo.test', 'DELETE', '/user', { email: 'trayectoria@demo.test' })).status).toBe(
      200,
    );

    const { user, entries } = await historyOf('trayectoria@demo.test');
    expect(user).toMatchObject({ email: 'trayectoria@demo.test', role: 'MANAGER', status: 'BLOCKED' });
    expect(entries.map((e) => [e.action, e.fromRole, e.toRole, e.fromStatus, e.toStatus])).toEqual([
      ['REMOVE', 'MANAGER', 'MANAGER', 'BLOCKED', 'BLOCKED'],
      ['DISABLE', 'MANAGER', 'MANAGER', 'ACTIVE', 'BLOCKED'],
      ['CHANGE_ROLE', 'AGENT', 'MANAGER', 'ACTIVE', 'ACTIVE'],
      ['CREATE', null, 'AGENT', null, 'ACTIVE'],
    ]);
    for (const entry of entries) {
      expect(entry.actor?.email).toBe('admin@demo.test');
      expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    }
  });

  test('is refused for a user of another channel or brand, and for roles below ADMIN', async () => {
    const refusals: Array<[caller: string, email: string, status: number]> = [
      ['owner@demo.test', 'agent@demo.test', 404],
      ['admin@nimbus.test', 'agent@demo.test', 404],
      ['admin@demo.test', 'admin@nimbus.test', 404],
      ['manager@demo.test', 'agent@demo.test', 403],
    ];
    for (const [caller, email, status] of refusals) {
      const res = await as(caller, 'GET', `/user/history?email=${email}`);
      expect([caller, email, res.status]).toEqual([caller, email, status]);
    }
  });
});
