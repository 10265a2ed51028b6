import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ApiServer, startApiServer } from '../support/api-server';

let server: ApiServer;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server?.close());

async function tokenOf(email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = (await server.signIn(email)).accessToken;
    tokens.set(email, token);
  }
  return token;
}

async function as(email: string, method: string, path: string, body?: unknown) {
  return server.call(method, path, await tokenOf(email), body);
}

async function storedChannel(email: string) {
  const row = await server.db
    .selectFrom('users')
    .select(['channel_id', 'original_channel_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row;
}

describe('GET /channel/config', () => {
  test('gives the brand of the caller’s channel: Demo Telecom for admin@demo.test', async () => {
    const res = await as('admin@demo.test', 'GET', '/channel/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Demo Telecom',
      brandId: '2020001',
      logoURL: null,
      expandedLogoURL: null,
      darkModeLogoURL: null,
      darkModeExpandedLogoURL: null,
      generateCustomerInvoices: true,
      hasMaxSales: false,
      maxSales: null,
      superAdmin: { email: 'owner@demo.test' },
    });
  });

  test('Nimbus Fibra for admin@nimbus.test', async () => {
    const res = await as('admin@nimbus.test', 'GET', '/channel/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Nimbus Fibra',
      brandId: '3000003',
      superAdmin: { email: 'admin@nimbus.test' },
    });
  });

  test('the operator brand Centralita for the operator in channel 0', async () => {
    const res = await as('operator@demo.test', 'GET', '/channel/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Centralita',
      brandId: '0',
      generateCustomerInvoices: false,
      superAdmin: null,
    });
  });

  test('a sub-channel reports its brand', async () => {
    const entered = await as('manager@demo.test', 'PUT', '/user/channel', { channel: '2020001002' });
    expect(entered.status).toBe(200);
    const res = await as('manager@demo.test', 'GET', '/channel/config');
    expect(res.body).toMatchObject({ name: 'Demo Telecom', brandId: '2020001' });
    expect((await as('manager@demo.test', 'PUT', '/user/channel', {})).status).toBe(200);
  });
});

describe('GET /channel/cachedBrands', () => {
  test('lists the brands by name for the operator, without the operator brand', async () => {
    const res = await as('operator@demo.test', 'GET', '/channel/cachedBrands');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      brands: [
        { brandId: '2020001', name: 'Demo Telecom' },
        { brandId: '3000003', name: 'Nimbus Fibra' },
        { brandId: '1450002', name: 'Vela Movil' },
      ],
    });
  });

  test('is forbidden to a brand admin', async () => {
    const res = await as('admin@demo.test', 'GET', '/channel/cachedBrands');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
  });

  test('is forbidden to the operator while standing inside a brand', async () => {
    expect((await as('operator@demo.test', 'PUT', '/user/channel', { channel: '1450002' })).status).toBe(200);
    const res = await as('operator@demo.test', 'GET', '/channel/cachedBrands');
    expect(res.status).toBe(403);
    expect((await as('operator@demo.test', 'PUT', '/user/channel', {})).status).toBe(200);
    expect((await as('operator@demo.test', 'GET', '/channel/cachedBrands')).status).toBe(200);
  });
});

describe('PUT /user/channel', () => {
  test('enters one of the caller’s own sub-channels and saves it', async () => {
    const res = await as('admin@demo.test', 'PUT', '/user/channel', {
      email: 'admin@demo.test',
      channel: '2020001001',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: 'admin@demo.test',
      channel: '2020001001',
      originalChannel: '2020001',
      role: 'ADMIN',
    });
    expect(await storedChannel('admin@demo.test')).toEqual({
      channel_id: '2020001001',
      original_channel_id: '2020001',
    });
    const session = await as('admin@demo.test', 'GET', '/session');
    expect(session.body).toMatchObject({ channel: '2020001001', originalChannel: '2020001' });
  });

  test('from a sub-channel, goes deeper and across to a sibling within the original channel', async () => {
    const deeper = await as('admin@demo.test', 'PUT', '/user/channel', { channel: '2020001001001' });
    expect(deeper.status).toBe(200);
    expect(deeper.body).toMatchObject({ channel: '2020001001001' });
    const sibling = await as('admin@demo.test', 'PUT', '/user/channel', { channel: '2020001002' });
    expect(sibling.status).toBe(200);
    expect(sibling.body).toMatchObject({ channel: '2020001002' });
  });

  test('refuses another brand’s channel as a missing one (404 CHANNEL_NOT_FOUND) and changes nothing', async () => {
    const before = await storedChannel('admin@demo.test');
    const res = await as('admin@demo.test', 'PUT', '/user/channel', { channel: '3000003001' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'CHANNEL_NOT_FOUND', field: 'channel' } });
    expect(await storedChannel('admin@demo.test')).toEqual(before);
  });

  test('refuses to climb above the original channel', async () => {
    const res = await as('agent@demo.test', 'PUT', '/user/channel', { channel: '0' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'CHANNEL_NOT_FOUND' } });
    expect(await storedChannel('agent@demo.test')).toEqual({
      channel_id: '2020001',
      original_channel_id: '2020001',
    });
  });

  test('answers 404 CHANNEL_NOT_FOUND for a channel that does not exist', async () => {
    const res = await as('admin@demo.test', 'PUT', '/user/channel', { channel: '2020001999' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'CHANNEL_NOT_FOUND', field: 'channel' } });
  });

  test('refuses a blocked channel', async () => {
    const res = await as('manager@demo.test', 'PUT', '/user/channel', { channel: '2020001003' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'CHANNEL_BLOCKED' } });
    expect((await storedChannel('manager@demo.test')).channel_id).toBe('2020001');
  });

  test('refuses to move someone else', async () => {
    const res = await as('admin@demo.test', 'PUT', '/user/channel', {
      email: 'agent@demo.test',
      channel: '2020001001',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'FORBIDDEN', field: 'email' } });
    expect((await storedChannel('agent@demo.test')).channel_id).toBe('2020001');
  });

  test('refuses the CLIENT role', async () => {
    const res = await as('client@demo.test', 'PUT', '/user/channel', { channel: '2020001001' });
    expect(res.status).toBe(403);
    expect((await storedChannel('client@demo.test')).channel_id).toBe('2020001');
  });

  test('without channel returns to the original channel', async () => {
    const res = await as('admin@demo.test', 'PUT', '/user/channel', {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ channel: '2020001', originalChannel: '2020001' });
    expect(await storedChannel('admin@demo.test')).toEqual({
      channel_id: '2020001',
      original_channel_id: '2020001',
    });
  });

  test('the operator enters brand 2020001, sees Demo Telecom, and returns to Centralita', async () => {
    const entered = await as('operator@demo.test', 'PUT', '/user/channel', { channel: '2020001' });
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({ channel: '2020001', originalChannel: '0', superAdmin: true });
    expect((await as('operator@demo.test', 'GET', '/channel/config')).body).toMatchObject({
      name: 'Demo Telecom',
      brandId: '2020001',
    });

    const deep = await as('operator@demo.test', 'PUT', '/user/channel', { channel: '3000003002' });
    expect(deep.body).toMatchObject({ channel: '3000003002' });
    expect((await as('operator@demo.test', 'GET', '/channel/config')).body).toMatchObject({
      name: 'Nimbus Fibra',
    });

    const back = await as('operator@demo.test', 'PUT', '/user/channel', {});
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ channel: '0', originalChannel: '0' });
    expect((await as('operator@demo.test', 'GET', '/channel/config')).body).toMatchObject({
      name: 'Centralita',
      brandId: '0',
    });
  });

  test.each([
    ['a number as channel', { channel: 2020001001 }, 'channel'],
    ['an empty channel', { channel: '' }, 'channel'],
    ['an invalid e-mail', { email: 'not-an-email', channel: '2020001001' }, 'email'],
  ])('a bad body (%s) is 400 INVALID_REQUEST and changes nothing', async (_name, body, field) => {
    expect((await as('manager@demo.test', 'PUT', '/user/channel', { channel: '2020001001' })).status).toBe(
      200,
    );
    const res = await as('manager@demo.test', 'PUT', '/user/channel', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
    expect((await storedChannel('manager@demo.test')).channel_id).toBe('2020001001');
  });

  test('a body that is not JSON is 400 INVALID_REQUEST and changes nothing', async () => {
    const res = await as('manager@demo.test', 'PUT', '/user/channel', '{"channel": "2020001002"');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'INVALID_REQUEST', message: expect.any(String) } });
    expect((await storedChannel('manager@demo.test')).channel_id).toBe('2020001001');
  });

  test('a body in another content type is 415 and is not taken for "return to my channel"', async () => {
    const res = await fetch(`${server.url}/user/channel`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await tokenOf('manager@demo.test')}`,
        'content-type': 'text/plain',
      },
      body: 'channel=2020001',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect((await storedChannel('manager@demo.test')).channel_id).toBe('2020001001');
  });
});
