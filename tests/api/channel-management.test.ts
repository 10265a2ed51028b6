import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUserPoolAdmin, type UserPoolAdmin } from '../../api/identity/user-pool-admin';
import type { ChannelSummary, ChannelUser } from '../../schema/rest/channel-management';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

let server: ApiServer;
let pool: UserPoolAdmin;
const tokens = new Map<string, string>();

/** A fresh access token per account, signed in once. */
async function tokenOf(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const { accessToken } = await server.signIn(email);
  tokens.set(email, accessToken);
  return accessToken;
}

async function as(email: string, method: string, path: string, body?: unknown) {
  return server.call(method, path, await tokenOf(email), body);
}

function errorCode(body: unknown): string | undefined {
  return (body as { error?: { code?: string } }).error?.code;
}

async function callPool(action: string, payload: unknown) {
  const res = await fetch(server.identity.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The temporary password the pool e-mailed to `email` (its invitation, read from the pool's outbox). */
function invitedPassword(email: string): string {
  const invitation = server.identity.messages.findLast((m) => m.to === email);
  const password = invitation?.body.match(/: (\S+)$/)?.[1];
  if (!password) throw new Error(`no invitation for ${email}`);
  return password;
}

/** Signs in with the temporary password and answers NEW_PASSWORD_REQUIRED, as the login screen does. */
async function setFirstPassword(email: string, temporaryPassword: string, newPassword: string) {
  const { body } = await callPool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: server.identity.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
  });
  expect(body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answer = await callPool('RespondToAuthChallenge', {
    ClientId: server.identity.clientId,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: body.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
  });
  expect(answer.status).toBe(200);
}

/** Creates a user through the api and gives it a known password in the pool, ready to sign in. */
async function createSignedUpUser(email: string, channel: string, role = 'AGENT') {
  const res = await as('admin@demo.test', 'POST', '/user', { channel, email, role });
  expect(res.status).toBe(200);
  await setFirstPassword(email, invitedPassword(email), 'Nueva1234!');
  return res.body as ChannelUser;
}

async function historyOf(email: string) {
  return server.db
    .selectFrom('user_history')
    .innerJoin('users', 'users.id', 'user_history.user_id')
    .select(['user_history.action', 'from_status', 'to_status', 'from_role', 'to_role', 'actor_user_id'])
    .where('users.email', '=', email)
    .orderBy('user_history.id')
    .execute();
}

async function userIdOf(email: string): Promise<string> {
  const row = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  // No revocation cache: a disabled user's token is refused on the very next call.
  server = await startApiServer({ revocationCacheMs: 0 });
  pool = createUserPoolAdmin({
    userPoolId: server.identity.poolId,
    region: server.identity.region,
    userPoolEndpoint: server.identity.endpoint,
    adminCredentials: server.identity.adminCredentials,
    adminCredentialsFile: '',
  });
});
afterAll(() => server?.close());

describe('GET /channel', () => {
  test("lists the current channel's sub-channels with user and sub-channel counts", async () => {
    const res = await as('admin@demo.test', 'GET', '/channel');
    expect(res.status).toBe(200);
    const { channel, subChannels } = res.body as { channel: ChannelSummary; subChannels: ChannelSummary[] };
    expect(channel).toMatchObject({ id: '2020001', parentId: '0', brandId: '2020001', users: 8 });
    expect(subChannels.slice(0, 3)).toEqual([
      {
        id: '2020001001',
        parentId: '2020001',
        brandId: '2020001',
        name: 'Demo Telecom Norte',
        subChannelNumber: 1,
        status: 'ACTIVE',
        users: expect.any(Number),
        subChannels: expect.any(Number),
      },
      expect.objectContaining({ id: '2020001002', name: 'Demo Telecom Sur', subChannelNumber: 2 }),
      expect.objectContaining({ id: '2020001003', status: 'BLOCKED', subChannelNumber: 3 }),
    ]);
    expect(subChannels[0]?.subChannels).toBeGreaterThanOrEqual(1);
  });

  test('lists a sub-channel of the scope, from an agent too', async () => {
    const res = await as('agent@demo.test', 'GET', '/channel?channel=2020001001');
    expect(res.status).toBe(200);
    const body = res.body as { channel: ChannelSummary; subChannels: ChannelSummary[] };
    expect(body.channel.id).toBe('2020001001');
    expect(body.subChannels.map((c) => c.id)).toContain('2020001001001');
  });

  test('a channel outside the scope (another brand, the parent) is 404 CHANNEL_NOT_FOUND', async () => {
    for (const channel of ['3000003', '1450002001', '0', 'nope']) {
      const res = await as('admin@demo.test', 'GET', `/channel?channel=${channel}`);
      expect(res.status).toBe(404);
      expect(errorCode(res.body)).toBe('CHANNEL_NOT_FOUND');
    }
  });

  test('a brand whose id does not start 202 or 145 has no channel management: 404 NOT_FOUND', async () => {
    const res = await as('admin@nimbus.test', 'GET', '/channel');
    expect(res.status).toBe(404);
    expect(errorCode(res.body)).toBe('NOT_FOUND');
  });

  test('the operator gets it only after entering a 145 brand', async () => {
    const token = await tokenOf('operator@demo.test');
    expect((await server.call('GET', '/channel', token)).status).toBe(404);
    expect((await server.call('PUT', '/user/channel', token, { channel: '1450002' })).status).toBe(200);
    try {
      const res = await server.call('GET', '/channel', token);
      expect(res.status).toBe(200);
      const body = res.body as { channel: ChannelSummary; subChannels: ChannelSummary[] };
      expect(body.subChannels.map((c) => c.id)).toEqual(['1450002001', '1450002002']);
    } finally {
      await server.call('PUT', '/user/channel', token, {});
    }
  });

  test('CLIENT may not call it', async () => {
    expect((await as('client@demo.test', 'GET', '/channel')).status).toBe(403);
  });
});

describe('PUT /channel', () => {
  test('adds sub-channels numbered one after the other: parent id + three digits', async () => {
    const first = await as('admin@demo.test', 'PUT', '/channel', {
      channel: '2020001002',
      name: 'Sur Sevilla',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: '2020001002001',
      parentId: '2020001002',
      brandId: '2020001',
      name: 'Sur Sevilla',
      subChannelNumber: 1,
      status: 'ACTIVE',
      users: 0,
      subChannels: 0,
    });
    const second = await as('admin@demo.test', 'PUT', '/channel', {
      channel: '2020001002',
      name: ' Sur Cádiz ',
    });
    expect(second.body).toMatchObject({ id: '2020001002002', subChannelNumber: 2, name: 'Sur Cádiz' });
    const listed = await as('admin@demo.test', 'GET', '/channel?channel=2020001002');
    expect((listed.body as { subChannels: ChannelSummary[] }).subChannels.map((c) => c.id)).toEqual([
      '2020001002001',
      '2020001002002',
    ]);
  });

  test('without a channel the sub-channel goes under the current channel', async () => {
    const res = await as('admin@demo.test', 'PUT', '/channel', { name: 'Demo Telecom Oeste' });
    expect(res.status).toBe(200);
    const created = res.body as ChannelSummary;
    expect(created.parentId).toBe('2020001');
    expect(created.id).toBe(`2020001${String(created.subChannelNumber).padStart(3, '0')}`);
    expect(created.subChannelNumber).toBeGreaterThanOrEqual(4);
  });

  test('concurrent additions under one parent get distinct consecutive numbers', async () => {
    const names = ['Bilbao Uno', 'Bilbao Dos', 'Bilbao Tres', 'Bilbao Cuatro', 'Bilbao Cinco'];
    const answers = await Promise.all(
      names.map((name) => as('admin@demo.test', 'PUT', '/channel', { channel: '2020001001001', name })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = answers.map((a) => (a.body as ChannelSummary).subChannelNumber).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
  });

  test('refusals change nothing: name taken, blocked parent, another brand, no numbers left', async () => {
    await server.db
      .insertInto('channels')
      .values({
        id: '1450002002999',
        parent_id: '1450002002',
        brand_id: '1450002',
        name: 'Levante Último',
        sub_channel_number: 999,
      })
      .execute();
    const operator = await tokenOf('operator@demo.test');
    const before = await dumpDatabase(server.db);
    const refusals: Array<[Promise<{ status: number; body: unknown }>, number, string]> = [
      [
        as('admin@demo.test', 'PUT', '/channel', { channel: '2020001', name: 'demo telecom NORTE' }),
        409,
        'CHANNEL_NAME_TAKEN',
      ],
      [
        as('admin@demo.test', 'PUT', '/channel', { channel: '2020001003', name: 'Eventos Uno' }),
        409,
        'CHANNEL_BLOCKED',
      ],
      [
        as('admin@demo.test', 'PUT', '/channel', { channel: '3000003', name: 'Intrusa' }),
        404,
        'CHANNEL_NOT_FOUND',
      ],
      [as('admin@demo.test', 'PUT', '/channel', { channel: '0', name: 'Intrusa' }), 404, 'CHANNEL_NOT_FOUND'],
      [as('admin@nimbus.test', 'PUT', '/channel', { name: 'Nimbus Valencia' }), 404, 'NOT_FOUND'],
      [as('manager@demo.test', 'PUT', '/channel', { name: 'Por gestor' }), 403, 'FORBIDDEN'],
      [as('operator@demo.test', 'PUT', '/channel', { channel: '1450002002', name: 'X' }), 404, 'NOT_FOUND'],
    ];
    for (const [call, status, code] of refusals) {
      const res = await call;
      expect([res.status, errorCode(res.body)]).toEqual([status, code]);
    }
    // The operator standing in the 145 brand reaches the parent, whose numbers are used up.
    await server.call('PUT', '/user/channel', operator, { channel: '1450002' });
    const afterEntering = await dumpDatabase(server.db);
    try {
      const full = await server.call('PUT', '/channel', operator, {
        channel: '1450002002',
        name: 'Levante Nuevo',
      });
      expect([full.status, errorCode(full.body)]).toEqual([409, 'SUB_CHANNEL_LIMIT_REACHED']);
      expect(await dumpDatabase(server.db)).toEqual(afterEntering);
    } finally {
      await server.call('PUT', '/user/channel', operator, {});
    }
    expect(await dumpDatabase(server.db)).toEqual(before);
  });
});

describe('POST /user', () => {
  test('creates the user in a sub-channel; the pool e-mails a temporary password that signs in', async () => {
    const res = await as('admin@demo.test', 'POST', '/user', {
      channel: '2020001001',
      email: 'Nuevo.Gestor@Demo.test',
      role: 'MANAGER',
      fullName: 'Nuevo Gestor Norte',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'nuevo.gestor@demo.test',
      fullName: 'Nuevo Gestor Norte',
      role: 'MANAGER',
      channel: '2020001001',
      originalChannel: '2020001001',
      status: 'ACTIVE',
    });
    const poolUser = await pool.getUser('nuevo.gestor@demo.test');
    expect(poolUser).toMatchObject({
      enabled: true,
      status: 'FORCE_CHANGE_PASSWORD',
      attributes: { email: 'nuevo.gestor@demo.test', 'custom:role': 'MANAGER', name: 'Nuevo Gestor Norte' },
    });
    await setFirstPassword(
      'nuevo.gestor@demo.test',
      invitedPassword('nuevo.gestor@demo.test'),
      'Propia1234!',
    );
    const { accessToken } = await server.signIn('nuevo.gestor@demo.test', 'Propia1234!');
    const session = await server.call('GET', '/session', accessToken);
    expect(session.body).toMatchObject({
      role: 'MANAGER',
      channel: '2020001001',
      originalChannel: '2020001001',
    });
    expect(await historyOf('nuevo.gestor@demo.test')).toEqual([
      {
        action: 'CREATE',
        from_status: null,
        to_status: 'ACTIVE',
        from_role: null,
        to_role: 'MANAGER',
        actor_user_id: await userIdOf('admin@demo.test'),
      },
    ]);
  });

  test('defaults: the current channel and the AGENT role; a MANAGER may create agents', async () => {
    const res = await as('manager@demo.test', 'POST', '/user', { email: 'agente.gestor@demo.test' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'AGENT', channel: '2020001', fullName: 'agente.gestor' });
  });

  test('refusals change nothing, in the database or the pool', async () => {
    const before = await dumpDatabase(server.db);
    const refusals: Array<[string, unknown, number, string]> = [
      ['manager@demo.test', { email: 'jefe@demo.test', role: 'MANAGER' }, 403, 'ROLE_NOT_ALLOWED'],
      ['manager@demo.test', { email: 'jefe@demo.test', role: 'ADMIN' }, 403, 'ROLE_NOT_ALLOWED'],
      ['admin@demo.test', { email: 'AGENT@demo.test' }, 409, 'USER_ALREADY_EXISTS'],
      ['admin@demo.test', { email: 'admin@nimbus.test' }, 409, 'USER_ALREADY_EXISTS'],
      ['admin@demo.test', { email: 'jefe@demo.test', channel: '3000003001' }, 404, 'CHANNEL_NOT_FOUND'],
      ['admin@demo.test', { email: 'jefe@demo.test', channel: '2020001003' }, 409, 'CHANNEL_BLOCKED'],
      ['admin@nimbus.test', { email: 'jefe@nimbus.test' }, 404, 'NOT_FOUND'],
      ['agent@demo.test', { email: 'jefe@demo.test' }, 403, 'FORBIDDEN'],
      ['admin@demo.test', { email: 'jefe@demo.test', role: 'CLIENT' }, 400, 'INVALID_REQUEST'],
    ];
    for (const [caller, body, status, code] of refusals) {
      const res = await as(caller, 'POST', '/user', body);
      expect([caller, res.status, errorCode(res.body)]).toEqual([caller, status, code]);
    }
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect(await pool.getUser('jefe@demo.test')).toBeNull();
    expect(await pool.getUser('jefe@nimbus.test')).toBeNull();
  });
});

describe('GET /channel/users', () => {
  test("the channel's users by e-mail, paged by cursor without gaps or repeats", async () => {
    const all = await as('admin@demo.test', 'GET', '/channel/users?channel=2020001&limit=200');
    expect(all.status).toBe(200);
    const everyone = (all.body as { users: ChannelUser[] }).users.map((u) => u.email);
    expect(everyone).toEqual([...everyone].sort());
    expect(everyone).toEqual(
      expect.arrayContaining(['admin@demo.test', 'agent@demo.test', 'client@demo.test']),
    );
    expect(everyone).not.toContain('admin@nimbus.test');
    expect(everyone).not.toContain('operator@demo.test');

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await as('admin@demo.test', 'GET', `/channel/users?channel=2020001&limit=3${query}`);
      const body = page.body as { users: ChannelUser[]; nextCursor: string | null };
      expect(body.users.length).toBeLessThanOrEqual(3);
      paged.push(...body.users.map((u) => u.email));
      cursor = body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(everyone);
  });

  test("a sub-channel's users are visible from the parent channel, not from another brand", async () => {
    await createSignedUpUser('visible.norte@demo.test', '2020001001');
    const fromParent = await as('admin@demo.test', 'GET', '/channel/users?channel=2020001001');
    expect((fromParent.body as { users: ChannelUser[] }).users.map((u) => u.email)).toContain(
      'visible.norte@demo.test',
    );
    const fromNimbus = await as('admin@nimbus.test', 'GET', '/channel/users?channel=2020001001');
    expect([fromNimbus.status, errorCode(fromNimbus.body)]).toEqual([404, 'NOT_FOUND']);
    const otherBrand = await as('admin@demo.test', 'GET', '/channel/users?channel=3000003');
    expect([otherBrand.status, errorCode(otherBrand.body)]).toEqual([404, 'CHANNEL_NOT_FOUND']);
  });

  test('the seeded sub-channel staff is listed per channel and signs in, except the blocked agent', async () => {
    const res = await as('admin@demo.test', 'GET', '/channel/users?channel=2020001002');
    const staff = (res.body as { users: ChannelUser[] }).users;
    expect(staff.map((u) => [u.role, u.status]).sort()).toEqual([
      ['AGENT', 'BLOCKED'],
      ['MANAGER', 'ACTIVE'],
    ]);
    const manager = staff.find((u) => u.role === 'MANAGER');
    const blocked = staff.find((u) => u.status === 'BLOCKED');
    if (!manager || !blocked) throw new Error('no seeded staff in 2020001002');
    const { accessToken } = await server.signIn(manager.email);
    expect((await server.call('GET', '/session', accessToken)).body).toMatchObject({ channel: '2020001002' });
    await expect(server.signIn(blocked.email)).rejects.toThrow(/NotAuthorizedException/);
  });

  test('filters by status; MANAGER may not list users', async () => {
    const blocked = await as('admin@demo.test', 'GET', '/channel/users?channel=2020001&status=BLOCKED');
    expect(blocked.status).toBe(200);
    for (const user of (blocked.body as { users: ChannelUser[] }).users) expect(user.status).toBe('BLOCKED');
    expect((await as('manager@demo.test', 'GET', '/channel/users')).status).toBe(403);
  });
});

describe('PUT /user', () => {
  test('changes the role (and name) in the database and the pool, with history', async () => {
    await createSignedUpUser('ascenso@demo.test', '2020001002');
    const res = await as('admin@demo.test', 'PUT', '/user', {
      email: 'ascenso@demo.test',
      role: 'MANAGER',
      fullName: 'Ascenso Sur',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'MANAGER', fullName: 'Ascenso Sur' });
    expect((await pool.getUser('ascenso@demo.test'))?.attributes).toMatchObject({
      'custom:role': 'MANAGER',
      name: 'Ascenso Sur',
    });
    const { accessToken } = await server.signIn('ascenso@demo.test', 'Nueva1234!');
    expect((await server.call('GET', '/session', accessToken)).body).toMatchObject({ role: 'MANAGER' });
    expect((await historyOf('ascenso@demo.test')).map((h) => [h.action, h.from_role, h.to_role])).toEqual([
      ['CREATE', null, 'AGENT'],
      ['CHANGE_ROLE', 'AGENT', 'MANAGER'],
      ['CHANGE_NAME', 'AGENT', 'MANAGER'],
    ]);
  });

  test('refusals change nothing: own user, another brand, nothing to change, blocked user', async () => {
    await createSignedUpUser('bloqueado.put@demo.test', '2020001');
    await as('admin@demo.test', 'POST', '/disableUser', { email: 'bloqueado.put@demo.test' });
    const before = await dumpDatabase(server.db);
    const refusals: Array<[string, unknown, number, string, string?]> = [
      ['admin@demo.test', { email: 'admin@demo.test', role: 'AGENT' }, 409, 'OWN_USER', 'email'],
      ['admin@demo.test', { email: 'admin@nimbus.test', role: 'AGENT' }, 404, 'USER_NOT_FOUND', 'email'],
      ['admin@demo.test', { email: 'operator@demo.test', role: 'AGENT' }, 404, 'USER_NOT_FOUND', 'email'],
      ['admin@demo.test', { email: 'nadie@demo.test', role: 'AGENT' }, 404, 'USER_NOT_FOUND', 'email'],
      ['admin@demo.test', { email: 'agent@demo.test' }, 400, 'INVALID_REQUEST', 'role'],
      [
        'admin@demo.test',
        { email: 'bloqueado.put@demo.test', role: 'ADMIN' },
        409,
        'USER_NOT_ACTIVE',
        'email',
      ],
      ['admin@nimbus.test', { email: 'agent@demo.test', role: 'ADMIN' }, 404, 'NOT_FOUND'],
      ['manager@demo.test', { email: 'agent@demo.test', role: 'ADMIN' }, 403, 'FORBIDDEN'],
    ];
    for (const [caller, body, status, code, field] of refusals) {
      const res = await as(caller, 'PUT', '/user', body);
      expect([res.status, res.body]).toEqual([
        status,
        { error: { code, message: expect.any(String), ...(field ? { field } : {}) } },
      ]);
    }
    expect(await dumpDatabase(server.db)).toEqual(before);
  });

  test('an admin standing in a sub-channel cannot change users of the parent channel', async () => {
    const admin = await tokenOf('admin@demo.test');
    await server.call('PUT', '/user/channel', admin, { channel: '2020001001' });
    try {
      const res = await server.call('PUT', '/user', admin, { email: 'agent@demo.test', role: 'MANAGER' });
      expect([res.status, errorCode(res.body)]).toEqual([404, 'USER_NOT_FOUND']);
      const sub = await server.call('PUT', '/user', admin, {
        email: 'visible.norte@demo.test',
        role: 'AGENT',
      });
      expect(sub.status).toBe(200);
    } finally {
      await server.call('PUT', '/user/channel', admin, {});
    }
  });
});

describe('POST /disableUser', () => {
  test('blocks the user and disables it in the pool: it can no longer sign in, its token stops working', async () => {
    await createSignedUpUser('desactivar@demo.test', '2020001001');
    const { accessToken } = await server.signIn('desactivar@demo.test', 'Nueva1234!');
    expect((await server.call('GET', '/session', accessToken)).status).toBe(200);

    const res = await as('admin@demo.test', 'POST', '/disableUser', { email: 'desactivar@demo.test' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'desactivar@demo.test', status: 'BLOCKED' });
    expect((await pool.getUser('desactivar@demo.test'))?.enabled).toBe(false);
    await expect(server.signIn('desactivar@demo.test', 'Nueva1234!')).rejects.toThrow(
      /NotAuthorizedException/,
    );
    expect((await server.call('GET', '/session', accessToken)).status).toBe(401);
    expect((await historyOf('desactivar@demo.test')).at(-1)).toMatchObject({
      action: 'DISABLE',
      from_status: 'ACTIVE',
      to_status: 'BLOCKED',
    });
    // Still listed, as blocked.
    const listed = await as('admin@demo.test', 'GET', '/channel/users?channel=2020001001&status=BLOCKED');
    expect((listed.body as { users: ChannelUser[] }).users.map((u) => u.email)).toContain(
      'desactivar@demo.test',
    );

    const again = await as('admin@demo.test', 'POST', '/disableUser', { email: 'desactivar@demo.test' });
    expect([again.status, errorCode(again.body)]).toEqual([409, 'USER_ALREADY_BLOCKED']);
  });

  test('refusals change nothing: own user, another brand, no channel management', async () => {
    const before = await dumpDatabase(server.db);
    const refusals: Array<[string, string, number, string]> = [
      ['admin@demo.test', 'admin@demo.test', 409, 'OWN_USER'],
      ['admin@demo.test', 'admin@nimbus.test', 404, 'USER_NOT_FOUND'],
      ['admin@nimbus.test', 'agent@demo.test', 404, 'NOT_FOUND'],
      ['manager@demo.test', 'agent@demo.test', 403, 'FORBIDDEN'],
    ];
    for (const [caller, email, status, code] of refusals) {
      const res = await as(caller, 'POST', '/disableUser', { email });
      expect([caller, email, res.status, errorCode(res.body)]).toEqual([caller, email, status, code]);
    }
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect((await pool.getUser('admin@nimbus.test'))?.enabled).toBe(true);
  });
});

describe('DELETE /user', () => {
  test('removes the user from its channel: blocked, unlisted, deleted from the pool', async () => {
    await createSignedUpUser('baja@demo.test', '2020001002');
    const countBefore = (await as('admin@demo.test', 'GET', '/channel?channel=2020001002')).body as {
      channel: ChannelSummary;
    };
    const res = await as('admin@demo.test', 'DELETE', '/user', { email: 'baja@demo.test' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'baja@demo.test', status: 'BLOCKED' });
    expect(await pool.getUser('baja@demo.test')).toBeNull();
    await expect(server.signIn('baja@demo.test', 'Nueva1234!')).rejects.toThrow(/NotAuthorizedException/);

    const listed = await as('admin@demo.test', 'GET', '/channel/users?channel=2020001002');
    expect((listed.body as { users: ChannelUser[] }).users.map((u) => u.email)).not.toContain(
      'baja@demo.test',
    );
    const countAfter = (await as('admin@demo.test', 'GET', '/channel?channel=2020001002')).body as {
      channel: ChannelSummary;
    };
    expect(countAfter.channel.users).toBe(countBefore.channel.users - 1);
    expect((await historyOf('baja@demo.test')).at(-1)).toMatchObject({
      action: 'REMOVE',
      to_status: 'BLOCKED',
    });
    const row = await server.db
      .selectFrom('users')
      .select(['status', 'removed_at'])
      .where('email', '=', 'baja@demo.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('BLOCKED');
    expect(row.removed_at).not.toBeNull();

    const again = await as('admin@demo.test', 'DELETE', '/user', { email: 'baja@demo.test' });
    expect([again.status, errorCode(again.body)]).toEqual([404, 'USER_NOT_FOUND']);
    const recreate = await as('admin@demo.test', 'POST', '/user', { email: 'baja@demo.test' });
    expect([recreate.status, errorCode(recreate.body)]).toEqual([409, 'USER_ALREADY_EXISTS']);
  });

  test('refusals change nothing: own user, another brand, no channel management', async () => {
    const before = await dumpDatabase(server.db);
    const refusals: Array<[string, string, number, string]> = [
      ['admin@demo.test', 'admin@demo.test', 409, 'OWN_USER'],
      ['admin@demo.test', 'admin@nimbus.test', 404, 'USER_NOT_FOUND'],
      ['admin@nimbus.test', 'agent@demo.test', 404, 'NOT_FOUND'],
      ['agent@demo.test', 'client@demo.test', 403, 'FORBIDDEN'],
    ];
    for (const [caller, email, status, code] of refusals) {
      const res = await as(caller, 'DELETE', '/user', { email });
      expect([caller, email, res.status, errorCode(res.body)]).toEqual([caller, email, status, code]);
    }
    expect(await dumpDatabase(server.db)).toEqual(before);
  });
});
