import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadApiConfig } from '../../api/config';
import { createUserPoolAdmin, type UserPoolAdmin } from '../../api/identity/user-pool-admin';
import { abilitiesFor } from '../../schema/domain/roles';
import { sessionUserSchema } from '../../schema/domain/session';
import { afterNotification } from '../support/after-notification';
import { type ApiServer, type IdentityServer, startApiServer } from '../support/api-server';
import { startIdentityServer } from '../support/identity-server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let identity: IdentityServer;
let database: TestDatabase;
let server: ApiServer;
let pool: UserPoolAdmin;

beforeAll(async () => {
  identity = await startIdentityServer();
  database = await createTestDatabase();
  server = await startApiServer({ identity, database });
  pool = createUserPoolAdmin(
    loadApiConfig({
      COGNITO_USER_POOL_ID: server.identity.poolId,
      COGNITO_ENDPOINT: server.identity.endpoint,
      IDP_ADMIN_ACCESS_KEY_ID: server.identity.adminCredentials.accessKeyId,
      IDP_ADMIN_SECRET_ACCESS_KEY: server.identity.adminCredentials.secretAccessKey,
    }),
  );
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  await identity?.close();
});

async function sessionOf(email: string) {
  const { accessToken } = await server.signIn(email);
  const res = await server.call('GET', '/session', accessToken);
  expect(res.status).toBe(200);
  return sessionUserSchema.parse(res.body);
}

function rowOf(email: string) {
  return server.db
    .selectFrom('users')
    .select(['role', 'role_assigned_at', 'super_admin', 'pool_username'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function poolRoleOf(email: string) {
  const user = await pool.getUser(email);
  return user?.attributes['custom:role'];
}

describe('accounts that already have a role keep it', () => {
  test.each([
    ['admin@demo.test', 'ADMIN'],
    ['manager@demo.test', 'MANAGER'],
    ['agent@demo.test', 'AGENT'],
    ['client@demo.test', 'CLIENT'],
    ['admin@nimbus.test', 'ADMIN'],
  ] as const)('%s stays %s', async (email, role) => {
    const session = await sessionOf(email);
    expect(session.role).toBe(role);
    expect(session.abilities).toEqual(abilitiesFor(role));
    const row = await rowOf(email);
    expect(row.role).toBe(role);
    expect(row.role_assigned_at).toBeNull();
    expect(await poolRoleOf(email)).toBe(role);
  });
});

describe('first sign-in assigns a role (docs/rest-api.md) and saves it', () => {
  test('legacy USER becomes AGENT, in the database and in the pool', async () => {
    expect((await rowOf('legacy@demo.test')).role).toBe('USER');
    expect(await poolRoleOf('legacy@demo.test')).toBe('USER');
    const session = await sessionOf('legacy@demo.test');
    expect(session.role).toBe('AGENT');
    const row = await rowOf('legacy@demo.test');
    expect(row.role).toBe('AGENT');
    expect(row.role_assigned_at).toBeInstanceOf(Date);
    expect(await poolRoleOf('legacy@demo.test')).toBe('AGENT');
  });

  test('no role and the brand’s designated super admin becomes ADMIN', async () => {
    expect((await rowOf('owner@demo.test')).role).toBeNull();
    expect(await poolRoleOf('owner@demo.test')).toBeUndefined();
    const session = await sessionOf('owner@demo.test');
    expect(session.role).toBe('ADMIN');
    expect(session.abilities).toContainEqual({ action: 'manage', subject: 'all' });
    const row = await rowOf('owner@demo.test');
    expect(row.role).toBe('ADMIN');
    expect(row.role_assigned_at).toBeInstanceOf(Date);
    expect(await poolRoleOf('owner@demo.test')).toBe('ADMIN');
  });

  test('no role and anyone else becomes MANAGER', async () => {
    expect((await rowOf('norole@demo.test')).role).toBeNull();
    const session = await sessionOf('norole@demo.test');
    expect(session.role).toBe('MANAGER');
    const row = await rowOf('norole@demo.test');
    expect(row.role).toBe('MANAGER');
    expect(row.role_assigned_at).toBeInstanceOf(Date);
    expect(await poolRoleOf('norole@demo.test')).toBe('MANAGER');
  });

  test('a second sign-in keeps the saved role even when the brand’s super admin changes', async () => {
    const first = await rowOf('norole@demo.test');
    await server.db
      .updateTable('brands')
      .set({ super_admin_email: 'norole@demo.test' })
      .where('id', '=', '2020001')
      .execute();
    try {
      expect((await sessionOf('norole@demo.test')).role).toBe('MANAGER');
      const again = await rowOf('norole@demo.test');
      expect(again.role).toBe('MANAGER');
      expect(again.role_assigned_at).toEqual(first.role_assigned_at);
    } finally {
      await server.db
        .updateTable('brands')
        .set({ super_admin_email: 'owner@demo.test' })
        .where('id', '=', '2020001')
        .execute();
    }
  });

  test('simultaneous first requests assign once and agree', async () => {
    await server.db
      .updateTable('users')
      .set({ role: null, role_assigned_at: null })
      .where('email', '=', 'owner@demo.test')
      .execute();
    const { accessToken } = await server.signIn('owner@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => server.call('GET', '/session', accessToken)),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ role: 'ADMIN' });
    }
    expect((await rowOf('owner@demo.test')).role).toBe('ADMIN');
  });
});

describe('super admin flag from SUPER_ADMIN_EMAILS', () => {
  test('operator@demo.test is flagged and saved', async () => {
    const session = await sessionOf('operator@demo.test');
    expect(session).toMatchObject({ role: 'ADMIN', superAdmin: true, channel: '0', originalChannel: '0' });
    expect((await rowOf('operator@demo.test')).super_admin).toBe(true);
  });

  test('a brand admin is not', async () => {
    expect((await sessionOf('admin@demo.test')).superAdmin).toBe(false);
    expect((await rowOf('admin@demo.test')).super_admin).toBe(false);
  });
});

describe('the session user', () => {
  test('has every field of the session user', async () => {
    const session = await sessionOf('manager@demo.test');
    expect(session).toEqual({
      fullName: 'Marcos Gestor Pardo',
      username: (await rowOf('manager@demo.test')).pool_username,
      email: 'manager@demo.test',
      role: 'MANAGER',
      channel: '2020001',
      originalChannel: '2020001',
      superAdmin: false,
      avatar: null,
      abilities: abilitiesFor('MANAGER'),
    });
    expect(session.username).not.toBe('');
  });
});

describe('who may not use the api', () => {
  test('a pool account with no Centralita user is 403 USER_NOT_REGISTERED', async () => {
    const email = 'stranger@demo.test';
    const { username } = await pool.createUser({
      username: email,
      attributes: { email, email_verified: 'true' },
    });
    await pool.setPassword(username, 'Demo1234!', true);
    const { accessToken } = await server.signIn(email);
    const res = await server.call('GET', '/session', accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'USER_NOT_REGISTERED' } });
  });

  test('a BLOCKED user is 403 USER_BLOCKED', async () => {
    const { accessToken } = await server.signIn('agent@demo.test');
    expect((await server.call('GET', '/session', accessToken)).status).toBe(200);
    await server.db
      .updateTable('users')
      .set({ status: 'BLOCKED' })
      .where('email', '=', 'agent@demo.test')
      .execute();
    try {
      await afterNotification(async () => {
        const res = await server.call('GET', '/session', accessToken);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ error: { code: 'USER_BLOCKED' } });
      });
    } finally {
      await server.db
        .updateTable('users')
        .set({ status: 'ACTIVE' })
        .where('email', '=', 'agent@demo.test')
        .execute();
    }
  });
});

describe('configuration decides the super admins', () => {
  test('another SUPER_ADMIN_EMAILS list flags other people after a restart', async () => {
    // Same pool and database; only the configuration changes.
    await server.close();
    server = await startApiServer({ identity, database, env: { SUPER_ADMIN_EMAILS: 'admin@demo.test' } });
    expect((await sessionOf('admin@demo.test')).superAdmin).toBe(true);
    expect((await sessionOf('operator@demo.test')).superAdmin).toBe(false);
    expect((await rowOf('operator@demo.test')).super_admin).toBe(false);
  });
});
