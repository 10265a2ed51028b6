import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPortabilityId } from '../../api/seed/demo-portabilities';
import type { Portability } from '../../schema/rest/portabilities';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

type Page = { items: Portability[]; nextCursor: string | null };
type ErrorBody = { error: { code: string; message: string } };
type WithHistory = Portability & {
  history: {
    action: string;
    statusFrom: string;
    statusTo: string;
    reason: string | null;
    actor: string;
    at: string;
  }[];
};

// Fixed instants on Madrid's wall clock (CEST, UTC+2, in May and October 2026).
const FRIDAY_19_59 = new Date('2026-10-09T17:59:00Z');
const FRIDAY_20_00 = new Date('2026-10-09T18:00:00Z');
const MONDAY_08_59 = new Date('2026-10-05T06:59:00Z');
const MONDAY_09_00 = new Date('2026-10-05T07:00:00Z');
const NATIONAL_HOLIDAY_NOON = new Date('2026-10-12T10:00:00Z');
const MADRID_HOLIDAY_NOON = new Date('2026-05-15T10:00:00Z');

/** Demo positions of brand 2020001 (api/seed/demo-portabilities.ts STATUS_CYCLE). */
const CANCELED = demoPortabilityId('2020001', 0);
const COMPLETED = demoPortabilityId('2020001', 1);
const ERRORED = demoPortabilityId('2020001', 2);
const INITIATED = demoPortabilityId('2020001', 3);
const CONFIRMED_AHEAD = demoPortabilityId('2020001', 4);
const RELAUNCHED = demoPortabilityId('2020001', 5);
const PENDING_RELAUNCH = demoPortabilityId('2020001', 7);
const ERRORED_IN_SUB_CHANNEL = demoPortabilityId('2020001', 10); // channel 2020001002
const ERRORED_OTHER = demoPortabilityId('2020001', 18);

let now = FRIDAY_19_59;
let api: ApiServer;
let admin: string;
let agent: string;
let nimbus: string;

beforeAll(async () => {
  api = await startApiServer({ clock: () => now });
  admin = (await api.signIn('admin@demo.test')).accessToken;
  agent = (await api.signIn('agent@demo.test')).accessToken;
  nimbus = (await api.signIn('admin@nimbus.test')).accessToken;
});
afterAll(() => api?.close());

async function statusOf(id: string) {
  const row = await api.db
    .selectFrom('portabilities')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function expectRefusedUnchanged(path: string, body: unknown, status: number, code: string) {
  const before = await dumpDatabase(api.db);
  const res = await api.call('POST', path, agent, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect((res.body as ErrorBody).error.code).toBe(code);
  expect(await dumpDatabase(api.db)).toEqual(before);
}

describe('GET /portabilities', () => {
  it('pages the 40 demo portabilities of brand 2020001, newest first, without overlap', async () => {
    const seen: Portability[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const path: string = `/portabilities?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await api.call('GET', path, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body as Page;
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(40);
    expect(new Set(seen.map((p) => p.id)).size).toBe(40);
    expect(seen.every((p) => p.brandId === '2020001')).toBe(true);
    const created = seen.map((p) => p.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by direction, status and number or document', async () => {
    const out = (await api.call('GET', '/portabilities?direction=OUT&limit=100', admin)).body as Page;
    expect(out.items.length).toBeGreaterThan(0);
    expect(out.items.every((p) => p.direction === 'OUT')).toBe(true);
    const errored = (await api.call('GET', '/portabilities?status=ERRORED&limit=100', admin)).body as Page;
    expect(errored.items.map((p) => p.id)).toContain(ERRORED_OTHER);
    expect(errored.items.every((p) => p.status === 'ERRORED')).toBe(true);

    const initiated = (await api.call('GET', '/portabilities?limit=100', admin)).body as Page;
    const target = initiated.items.find((p) => p.id === INITIATED);
    if (!target) throw new Error('demo portability missing');
    const byNumber = (await api.call('GET', `/portabilities?search=${target.mobileNumber}`, admin))
      .body as Page;
    expect(byNumber.items.map((p) => p.id)).toContain(INITIATED);
    expect(byNumber.items.every((p) => p.mobileNumber === target.mobileNumber)).toBe(true);
    const byDocument = (
      await api.call('GET', `/portabilities?search=${target.document.toLowerCase()}`, admin)
    ).body as Page;
    expect(byDocument.items.map((p) => p.id)).toContain(INITIATED);
  });

  it('refuses an unknown status as a bad request', async () => {
    const res = await api.call('GET', '/portabilities?status=DONE', admin);
    expect(res.status).toBe(400);
  });
});

describe('channel scope', () => {
  it('shows a sub-channel portability to its parent channel and hides brand 2020001 from Nimbus', async () => {
    const fromParent = (await api.call('GET', '/portabilities?limit=100', admin)).body as Page;
    expect(fromParent.items.map((p) => p.channelId)).toContain('2020001001001');
    const fromNimbus = (await api.call('GET', '/portabilities?limit=100', nimbus)).body as Page;
    expect(fromNimbus.items.length).toBeGreaterThan(0);
    expect(fromNimbus.items.every((p) => p.brandId === '3000003')).toBe(true);
  });

  it('answers 404 to Nimbus acting on a brand 2020001 portability and changes nothing', async () => {
    now = FRIDAY_19_59;
    const before = await dumpDatabase(api.db);
    const cancel = await api.call('POST', `/portabilities/${INITIATED}/cancel`, nimbus, { reason: 'FRAUD' });
    expect(cancel.status).toBe(404);
    const relaunch = await api.call('POST', `/portabilities/${ERRORED}/relaunch`, nimbus, {});
    expect(relaunch.status).toBe(404);
    const unknown = await api.call('POST', '/portabilities/not-a-uuid/relaunch', admin, {});
    expect(unknown.status).toBe(404);
    expect(await dumpDatabase(api.db)).toEqual(before);
  });

  it('does not reveal a brand 2020001 line to Nimbus in the in-use check', async () => {
    now = FRIDAY_19_59;
    const list = (await api.call('GET', '/portabilities?limit=100', admin)).body as Page;
    const line = list.items.find((p) => p.id === INITIATED);
    if (!line) throw new Error('demo portability missing');
    const path = `/portability?line=${line.mobileNumber}&type=${line.direction}`;
    expect((await api.call('GET', path, admin)).body).toMatchObject({ inUse: true });
    expect((await api.call('GET', path, nimbus)).body).toEqual({ inUse: false, portability: null });
  });
});

describe('GET /portability (line in use)', () => {
  async function check(id: string) {
    const list = (await api.call('GET', '/portabilities?limit=100', admin)).body as Page;
    const row = list.items.find((p) => p.id === id);
    if (!row) throw new Error('demo portability missing');
    const others = list.items.filter((p) => p.mobileNumber === row.mobileNumber && p.id !== id);
    expect(others).toEqual([]);
    const res = await api.call('GET', `/portability?line=${row.mobileNumber}&type=${row.direction}`, agent);
    expect(res.status).toBe(200);
    const opposite = row.direction === 'IN' ? 'OUT' : 'IN';
    const other = await api.call('GET', `/portability?line=${row.mobileNumber}&type=${opposite}`, agent);
    expect(other.body).toEqual({ inUse: false, portability: null });
    return res.body as { inUse: boolean; portability: Portability | null };
  }

  it('holds the line while a portability is live, not when canceled or completed', async () => {
    now = FRIDAY_19_59;
    expect(await check(RELAUNCHED)).toMatchObject({ inUse: true, portability: { id: RELAUNCHED } });
    expect(await check(CONFIRMED_AHEAD)).toMatchObject({ inUse: true });
    expect(await check(CANCELED)).toEqual({ inUse: false, portability: null });
    expect(await check(COMPLETED)).toEqual({ inUse: false, portability: null });
  });

  it('refuses a line that is not a mobile number', async () => {
    const res = await api.call('GET', '/portability?line=912345678&type=IN', agent);
    expect(res.status).toBe(400);
  });
});

describe('POST /portabilities/:id/cancel', () => {
  it('cancels an initiated portability on Friday 19:59 Madrid time and writes the history', async () => {
    now = FRIDAY_19_59;
    const res = await api.call('POST', `/portabilities/${INITIATED}/cancel`, agent, {
      reason: 'CUSTOMER_REQUEST',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as WithHistory;
    expect(body.status).toBe('PENDING_CANCELATION');
    expect(body.modified).toBe(FRIDAY_19_59.toISOString());
    expect(body.history).toEqual([
      {
        action: 'CANCEL',
        statusFrom: 'INITIATED',
        statusTo: 'PENDING_CANCELATION',
        reason: 'CUSTOMER_REQUEST',
        actor: 'agent@demo.test',
        at: FRIDAY_19_59.toISOString(),
      },
    ]);
    expect(await statusOf(INITIATED)).toBe('PENDING_CANCELATION');
    const history = await api.db
      .selectFrom('portability_history')
      .selectAll()
      .where('portability_id', '=', INITIATED)
      .execute();
    expect(history).toHaveLength(1);
  });

  it('cancels a confirmed portability before its change window', async () => {
    now = MONDAY_09_00;
    const res = await api.call('POST', `/portabilities/${CONFIRMED_AHEAD}/cancel`, admin, {
      reason: 'FRAUD',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await statusOf(CONFIRMED_AHEAD)).toBe('PENDING_CANCELATION');
  });

  it('refuses, changing nothing, a canceled, completed, pending or already cancelling portability', async () => {
    now = FRIDAY_19_59;
    for (const id of [CANCELED, COMPLETED, PENDING_RELAUNCH, INITIATED]) {
      await expectRefusedUnchanged(
        `/portabilities/${id}/cancel`,
        { reason: 'UNPAID' },
        409,
        'PORTABILITY_NOT_CANCELLABLE',
      );
    }
  });

  it('refuses outside business hours, changing nothing', async () => {
    for (const instant of [FRIDAY_20_00, MONDAY_08_59, NATIONAL_HOLIDAY_NOON, MADRID_HOLIDAY_NOON]) {
      now = instant;
      await expectRefusedUnchanged(
        `/portabilities/${RELAUNCHED}/cancel`,
        { reason: 'CUSTOMER_REQUEST' },
        422,
        'OUTSIDE_BUSINESS_HOURS',
      );
    }
    expect(await statusOf(RELAUNCHED)).toBe('RELAUNCHED');
  });
});

describe('POST /portabilities/:id/relaunch', () => {
  it('refuses outside business hours: Friday 20:00, Monday 08:59, 12 October, 15 May in Madrid', async () => {
    for (const instant of [FRIDAY_20_00, MONDAY_08_59, NATIONAL_HOLIDAY_NOON, MADRID_HOLIDAY_NOON]) {
      now = instant;
      await expectRefusedUnchanged(`/portabilities/${ERRORED}/relaunch`, {}, 422, 'OUTSIDE_BUSINESS_HOURS');
    }
  });

  it('relaunches an errored portability of a sub-channel from the parent channel within business hours', async () => {
    now = FRIDAY_19_59;
    const res = await api.call('POST', `/portabilities/${ERRORED_IN_SUB_CHANNEL}/relaunch`, admin, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as WithHistory;
    expect(body.channelId).not.toBe('2020001');
    expect(body.status).toBe('PENDING_RELAUNCH');
    expect(body.history).toEqual([
      {
        action: 'RELAUNCH',
        statusFrom: 'ERRORED',
        statusTo: 'PENDING_RELAUNCH',
        reason: null,
        actor: 'admin@demo.test',
        at: FRIDAY_19_59.toISOString(),
      },
    ]);
  });

  it('refuses, changing nothing, anything but an errored portability', async () => {
    now = MONDAY_09_00;
    for (const id of [CANCELED, COMPLETED, RELAUNCHED, PENDING_RELAUNCH, ERRORED_IN_SUB_CHANNEL]) {
      await expectRefusedUnchanged(`/portabilities/${id}/relaunch`, {}, 409, 'PORTABILITY_NOT_RELAUNCHABLE');
    }
  });
});
