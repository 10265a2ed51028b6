import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { channelSubtreeIds, inChannelSubtree, isChannelInSubtree } from '../../api/channels/channel-scope';
import { type ApiServer, startApiServer } from '../support/api-server';

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server?.close());

describe('isChannelInSubtree over the demo world', () => {
  test.each([
    ['2020001', '2020001', true],
    ['2020001001', '2020001', true],
    ['2020001001001', '2020001', true],
    ['2020001001001', '2020001001', true],
    ['2020001001001', '0', true],
    ['3000003002', '0', true],
    ['2020001002', '2020001001', false],
    ['3000003001', '2020001', false],
    ['2020001', '2020001001', false],
    ['0', '2020001', false],
    ['no-such-channel', '0', false],
    ['2020001', 'no-such-channel', false],
  ])('%s within %s: %s', async (channel, root, within) => {
    expect(await isChannelInSubtree(server.db, channel, root)).toBe(within);
  });

  test('a parent cycle (a data mistake) ends instead of looping', async () => {
    await server.db
      .updateTable('channels')
      .set({ parent_id: '1450002002' })
      .where('id', '=', '1450002001')
      .execute();
    await server.db
      .updateTable('channels')
      .set({ parent_id: '1450002001' })
      .where('id', '=', '1450002002')
      .execute();
    try {
      expect(await isChannelInSubtree(server.db, '1450002001', '0')).toBe(false);
      const ids = await server.db
        .selectFrom(channelSubtreeIds('1450002001').as('s'))
        .select('s.id')
        .execute();
      expect(ids.map((r) => r.id).sort()).toEqual(['1450002001', '1450002002']);
    } finally {
      await server.db
        .updateTable('channels')
        .set({ parent_id: '1450002' })
        .where('id', 'in', ['1450002001', '1450002002'])
        .execute();
    }
  });
});

describe('inChannelSubtree scopes a query', () => {
  test('users of brand 2020001 and below, not of other brands or the operator', async () => {
    await server.db
      .updateTable('users')
      .set({ channel_id: '2020001001001' })
      .where('email', '=', 'agent@demo.test')
      .execute();
    const rows = await server.db
      .selectFrom('users')
      .select('email')
      .where(inChannelSubtree('users.channel_id', '2020001'))
      .orderBy('email')
      .execute();
    const emails = rows.map((r) => r.email);
    expect(emails).toContain('agent@demo.test');
    expect(emails).toContain('admin@demo.test');
    expect(emails).not.toContain('admin@nimbus.test');
    expect(emails).not.toContain('operator@demo.test');

    const deep = await server.db
      .selectFrom('users')
      .select('email')
      .where(inChannelSubtree('users.channel_id', '2020001001'))
      .execute();
    expect(deep.map((r) => r.email)).toEqual(['agent@demo.test']);
  });

  test('the operator channel sees every user', async () => {
    const all = await server.db.selectFrom('users').select('email').execute();
    const scoped = await server.db
      .selectFrom('users')
      .select('email')
      .where(inChannelSubtree('users.channel_id', '0'))
      .execute();
    expect(scoped).toHaveLength(all.length);
  });

  test('channelSubtreeIds lists a brand’s channels', async () => {
    const ids = await server.db.selectFrom(channelSubtreeIds('2020001').as('s')).select('s.id').execute();
    expect(ids.map((r) => r.id).sort()).toEqual([
      '2020001',
      '2020001001',
      '2020001001001',
      '2020001002',
      '2020001003',
    ]);
  });
});
