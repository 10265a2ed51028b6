import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveResource } from '../../api/resources/reserve-resource';
import { demoResourceId } from '../../api/seed/demo-resources';
import { luhnCheckDigit } from '../../schema/domain/validators/icc';
import type { Resource } from '../../schema/rest/resources';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type History = {
  action: string;
  statusFrom: string | null;
  statusTo: string;
  channelFrom: string | null;
  channelTo: string | null;
}[];
type ResourceWithHistory = Resource & { history: History };
type Page = { items: Resource[]; nextCursor: string | null; totalEstimate: number };
type ErrorBody = { error: { code: string; field?: string } };

const NOW = new Date('2026-03-10T10:00:00.000Z');
let api: ApiServer;
let admin: string;
let nimbus: string;
let subAdmin: string;

beforeAll(async () => {
  api = await startApiServer({ clock: () => NOW });
  admin = (await api.signIn('admin@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
  subAdmin = (await api.signIn('owner@demo.test')).accessToken;
  expect((await api.call('PUT', '/user/channel', subAdmin, { channel: '2020001002' })).status).toBe(200);
  // A first call records the caller's sign-in: done here, not inside a dump comparison.
  for (const token of [admin, nimbus, subAdmin]) await api.call('GET', '/session', token);
});
afterAll(() => api?.close());

async function expectRefused(path: string, token: string, body: unknown, status: number, code: string) {
  const before = await dumpDatabase(api.db);
  const res = await api.call('POST', path, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect((res.body as ErrorBody).error.code).toBe(code);
  expect(await dumpDatabase(api.db)).toEqual(before);
  return res.body as ErrorBody;
}

function icc(serial: number): string {
  const body = `893401990000${String(serial).padStart(6, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

describe('bulk add', () => {
  it('adds 1,000 numbers in one request, normalised, AVAILABLE, with a history row each', async () => {
    const values = Array.from({ length: 1_000 }, (_, n) => `+34 622 ${String(n).padStart(6, '0')}`);
    const res = await api.call('POST', '/resources', admin, { kind: 'MSISDN', values });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const answer = res.body as { added: number; items: Resource[] };
    expect(answer.added).toBe(1_000);
    expect(answer.items[0]).toMatchObject({
      value: '622000000',
      status: 'AVAILABLE',
      channelId: '2020001',
      brandId: '2020001',
    });
    const history = await api.db
      .selectFrom('resource_history')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'resource_id',
        'in',
        answer.items.map((item) => item.id),
      )
      .where('action', '=', 'CREATE')
      .executeTakeFirstOrThrow();
    expect(Number(history.n)).toBe(1_000);
  });

  it('adds SIMs and fixed numbers to a sub-channel of the caller', async () => {
    const sims = await api.call('POST', '/resources', admin, {
      kind: 'SIM',
      values: [icc(1), icc(2)],
      channel: '2020001002',
    });
    expect(sims.status, JSON.stringify(sims.body)).toBe(200);
    expect((sims.body as { items: Resource[] }).items.every((r) => r.channelId === '2020001002')).toBe(true);
    const fixed = await api.call('POST', '/resources', admin, {
      kind: 'FIXED_NUMBER',
      values: ['971 000 001'],
    });
    expect(fixed.status).toBe(200);
  });

  it('is all or nothing: one bad value, one duplicate or one value already held refuses the whole request', async () => {
    const bad = await expectRefused(
      '/resources',
      admin,
      { kind: 'MSISDN', values: ['633000001', '633000002', '833000003'] },
      400,
      'INVALID_REQUEST',
    );
    expect(bad.error.field).toBe('values.2');
    const badIcc = `${icc(3).slice(0, -1)}${(Number(icc(3).slice(-1)) + 1) % 10}`;
    expect(
      (await expectRefused('/resources', admin, { kind: 'SIM', values: [badIcc] }, 400, 'INVALID_REQUEST'))
        .error.field,
    ).toBe('values.0');
    // 9xx numbers need a province prefix: 990 is none.
    await expectRefused(
      '/resources',
      admin,
      { kind: 'FIXED_NUMBER', values: ['990000001'] },
      400,
      'INVALID_REQUEST',
    );
    const repeated = await expectRefused(
      '/resources',
      admin,
      { kind: 'MSISDN', values: ['633000001', '633 000 001'] },
      409,
      'RESOURCE_DUPLICATE',
    );
    expect(repeated.error.field).toBe('values.1');
    // Held by another brand: a number exists once nationwide.
    const held = await expectRefused(
      '/resources',
      nimbus,
      { kind: 'MSISDN', values: ['633000001', '622000005'] },
      409,
      'RESOURCE_DUPLICATE',
    );
    expect(held.error.field).toBe('values.1');
    await expectRefused(
      '/resources',
      admin,
      { kind: 'MSISDN', values: ['633000001'], channel: '3000003' },
      404,
      'CHANNEL_NOT_IN_SCOPE',
    );
    await expectRefused(
      '/resources',
      admin,
      {
        kind: 'MSISDN',
        values: Array.from({ length: 1_001 }, (_, n) => `64400${String(n).padStart(4, '0')}`),
      },
      400,
      'INVALID_REQUEST',
    );
  });
});

describe('lifecycle', () => {
  it('quarantines, returns to stock and retires with history; RETIRED is final; RESERVED/ASSIGNED not by hand', async () => {
    const id = demoResourceId('2020001', 2);
    const steps = ['QUARANTINE', 'AVAILABLE', 'RETIRED'];
    for (const status of steps) {
      const res = await api.call('POST', `/resources/${id}/status`, admin, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as Resource).status).toBe(status);
    }
    const last = (
      await api.call('POST', `/resources/${demoResourceId('2020001', 3)}/status`, admin, {
        status: 'QUARANTINE',
      })
    ).body as ResourceWithHistory;
    expect(last.history.map((h) => `${h.action}:${h.statusFrom}>${h.statusTo}`)).toEqual([
      'CREATE:null>AVAILABLE',
      'CHANGE_STATUS:AVAILABLE>QUARANTINE',
    ]);
    for (const status of ['AVAILABLE', 'QUARANTINE']) {
      await expectRefused(
        `/resources/${id}/status`,
        admin,
        { status },
        409,
        'RESOURCE_TRANSITION_NOT_ALLOWED',
      );
    }
    const available = demoResourceId('2020001', 4);
    for (const status of ['RESERVED', 'ASSIGNED', 'AVAILABLE']) {
      await expectRefused(
        `/resources/${available}/status`,
        admin,
        { status },
        409,
        'RESOURCE_TRANSITION_NOT_ALLOWED',
      );
    }
    const assigned = await api.db
      .selectFrom('resources')
      .select('id')
      .where('status', '=', 'ASSIGNED')
      .where('brand_id', '=', '2020001')
      .where('channel_id', '=', '2020001')
      .executeTakeFirstOrThrow();
    const freed = await api.call('POST', `/resources/${assigned.id}/status`, admin, { status: 'QUARANTINE' });
    expect(freed.status).toBe(200);
    expect(freed.body).toMatchObject({ status: 'QUARANTINE', subscriptionId: null });
  });

  it('answers 404 for a resource outside the caller scope', async () => {
    await expectRefused(
      `/resources/${demoResourceId('2020001', 4)}/status`,
      nimbus,
      { status: 'QUARANTINE' },
      404,
      'NOT_FOUND',
    );
    await expectRefused(
      `/resources/${demoResourceId('2020001', 4)}/status`,
      subAdmin,
      { status: 'QUARANTINE' },
      404,
      'NOT_FOUND',
    );
  });
});

describe('handing blocks to sub-channels', () => {
  it('moves AVAILABLE resources to a channel of the subtree; all or nothing', async () => {
    const ids = [demoResourceId('2020001', 6), demoResourceId('2020001', 7)];
    const res = await api.call('POST', '/resources/assign-channel', admin, { ids, channel: '2020001001' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ moved: 2 });
    const moved = await api.db.selectFrom('resources').select('channel_id').where('id', 'in', ids).execute();
    expect(moved.every((row) => row.channel_id === '2020001001')).toBe(true);
    const history = await api.db
      .selectFrom('resource_history')
      .select(['channel_from', 'channel_to'])
      .where('resource_id', '=', ids[0] ?? '')
      .where('action', '=', 'ASSIGN_CHANNEL')
      .execute();
    expect(history).toEqual([{ channel_from: '2020001', channel_to: '2020001001' }]);

    // RETIRED (position 0) cannot move; nor can anything go to another brand's channel or outside the caller's.
    const busy = [demoResourceId('2020001', 8), demoResourceId('2020001', 0)];
    await expectRefused(
      '/resources/assign-channel',
      admin,
      { ids: busy, channel: '2020001002' },
      409,
      'RESOURCE_NOT_AVAILABLE',
    );
    await expectRefused(
      '/resources/assign-channel',
      admin,
      { ids: [ids[0]], channel: '3000003' },
      404,
      'CHANNEL_NOT_IN_SCOPE',
    );
    await expectRefused(
      '/resources/assign-channel',
      subAdmin,
      { ids: [demoResourceId('2020001', 8)], channel: '2020001002' },
      404,
      'NOT_FOUND',
    );
  });
});

describe('list', () => {
  it('pages by value with a cursor, filters by kind, status and prefix, within the scope', async () => {
    const values: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const res = await api.call(
        'GET',
        `/resources?kind=MSISDN&status=AVAILABLE&search=61&limit=25${cursor ? `&cursor=${cursor}` : ''}`,
        admin,
      );
      expect(res.status).toBe(200);
      const page = res.body as Page;
      expect(
        page.items.every((r) => r.kind === 'MSISDN' && r.status === 'AVAILABLE' && r.value.startsWith('61')),
      ).toBe(true);
      values.push(...page.items.map((r) => r.value));
      total = page.totalEstimate;
      cursor = page.nextCursor;
    } while (cursor);
    expect(values.length).toBeGreaterThan(50);
    expect(total).toBe(values.length);
    expect([...values].sort()).toEqual(values);

    const sub = (await api.call('GET', '/resources?limit=500', subAdmin)).body as Page;
    expect(sub.items.length).toBeGreaterThan(0);
    expect(sub.items.every((r) => r.channelId === '2020001002')).toBe(true);
    const fromNimbus = (await api.call('GET', '/resources?search=611&limit=500', nimbus)).body as Page;
    expect(fromNimbus.items).toEqual([]);
    const spaced = (await api.call('GET', `/resources?search=${encodeURIComponent('+34 622 000 01')}`, admin))
      .body as Page;
    expect(spaced.items.map((r) => r.value)).toEqual(Array.from({ length: 10 }, (_, n) => `62200001${n}`));
  });
});

describe('reserveResource', () => {
  it('gives concurrent signups different numbers (skip locked), the selling channel block first', async () => {
    const reservations = await Promise.all(
      Array.from({ length: 8 }, () =>
        api.db
          .transaction()
          .execute((trx) =>
            reserveResource(trx, { brandId: '2020001', channelId: '2020001002', kind: 'MSISDN', now: NOW }),
          ),
      ),
    );
    const values = reservations.map((r) => r?.value);
    expect(values.every((v) => v !== undefined)).toBe(true);
    expect(new Set(values).size).toBe(8);
    expect(reservations.every((r) => r?.status === 'RESERVED' && r.reservedUntil !== null)).toBe(true);
    // The sub-channel's own block is used before the brand's.
    expect(reservations.every((r) => r?.channelId === '2020001002')).toBe(true);
    const history = await api.db
      .selectFrom('resource_history')
      .select('resource_id')
      .where('action', '=', 'RESERVE')
      .execute();
    expect(history.length).toBe(8);
  });

  it('answers null when the kind is exhausted, and takes expired holds again', async () => {
    const none = await api.db
      .transaction()
      .execute((trx) =>
        reserveResource(trx, { brandId: '1450002', channelId: '1450002001', kind: 'ESIM', now: NOW }),
      );
    expect(none).toBeNull();
    const later = new Date('2031-01-01T00:00:00.000Z');
    const esims = await api.db
      .selectFrom('resources')
      .select(['id', 'status'])
      .where('brand_id', '=', '2020001')
      .where('kind', '=', 'ESIM')
      .execute();
    const free = esims.filter((r) => r.status === 'AVAILABLE' || r.status === 'RESERVED').length;
    const taken = [];
    for (let n = 0; n < free + 1; n += 1) {
      taken.push(
        await api.db
          .transaction()
          .execute((trx) =>
            reserveResource(trx, { brandId: '2020001', channelId: '2020001', kind: 'ESIM', now: later }),
          ),
      );
    }
    expect(taken.slice(0, free).every((r) => r !== null)).toBe(true);
    expect(taken.at(-1)).toBeNull();
  });
});
