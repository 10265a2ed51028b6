import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database-schema';
import { listNews } from '../../api/news/list-news';
import type { DashboardCounters } from '../../schema/rest/dashboard';
import { type ApiServer, startApiServer } from '../support/api-server';
import { dumpDatabase } from '../support/database-dump';

// Monday 15 June 2026, 12:00 in Madrid (CEST, UTC+2).
const NOW = new Date('2026-06-15T10:00:00.000Z');
const PERIODS = ['TODAY', 'YESTERDAY', 'LAST_WEEK'] as const;
type Period = (typeof PERIODS)[number];
type CountersAnswer = {
  period: Period;
  timeZone: string;
  from: string;
  to: string;
  counters: DashboardCounters;
};

let server: ApiServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startApiServer({ clock: () => NOW });
  for (const email of ['admin@demo.test', 'admin@nimbus.test', 'operator@demo.test', 'manager@demo.test']) {
    tokens[email] = (await server.signIn(email)).accessToken;
  }
  // owner@demo.test becomes ADMIN of 2020001 on first sign-in; here it stands in the sub-channel 2020001002.
  tokens.subAdmin = (await server.signIn('owner@demo.test')).accessToken;
  const entered = await server.call('PUT', '/user/channel', tokens.subAdmin, { channel: '2020001002' });
  expect(entered.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

async function counters(token: string, period: Period): Promise<CountersAnswer> {
  const res = await server.call('GET', `/counters?period=${period}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as CountersAnswer;
}

async function allCounters(token: string) {
  const answers = {} as Record<Period, DashboardCounters>;
  for (const period of PERIODS) answers[period] = (await counters(token, period)).counters;
  return answers;
}

/** What each period's counters grew by between two readings. */
function growth(before: Record<Period, DashboardCounters>, after: Record<Period, DashboardCounters>) {
  const result = {} as Record<Period, Record<string, number | null>>;
  for (const period of PERIODS) {
    result[period] = {};
    for (const [name, value] of Object.entries(after[period])) {
      const earlier = before[period][name as keyof DashboardCounters];
      result[period][name] = value === null || earlier === null ? null : value - earlier;
    }
  }
  return result;
}

async function customerOf(db: Kysely<Database>, channel: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'fiscal_id', 'brand_id'])
    .where('channel_id', '=', channel)
    .orderBy('fiscal_id')
    .executeTakeFirstOrThrow();
}

async function addLine(
  db: Kysely<Database>,
  channel: string,
  line: string,
  values: { status: 'ACTIVE' | 'TERMINATED'; start: string; end?: string; priceCents: number },
) {
  const customer = await customerOf(db, channel);
  await db
    .insertInto('subscriptions')
    .values({
      brand_id: customer.brand_id,
      channel_id: channel,
      customer_id: customer.id,
      fiscal_id: customer.fiscal_id,
      line_number: line,
      product_name: 'Fibra 600 Mb',
      status: values.status,
      start_date: values.start,
      end_date: values.end ?? null,
      final_price_cents: values.priceCents,
      family: 'FIBRE',
    })
    .execute();
}

async function addPortability(
  db: Kysely<Database>,
  channel: string,
  line: string,
  direction: 'IN' | 'OUT',
  created: string,
) {
  const customer = await customerOf(db, channel);
  await db
    .insertInto('portabilities')
    .values({
      brand_id: customer.brand_id,
      channel_id: channel,
      direction,
      status: 'INITIATED',
      portability_type: 'POSTPAID',
      customer_fiscal_id: customer.fiscal_id,
      document: customer.fiscal_id,
      mobile_number: line,
      donor_operator: 'Movistar',
      receiver_operator: 'Demo Telecom',
      created_at: created,
    })
    .execute();
}

describe('GET /counters', () => {
  it('gives whole Madrid days: today, yesterday and the seven days before today', async () => {
    const today = await counters(tokens['admin@demo.test'] ?? '', 'TODAY');
    expect(today).toMatchObject({
      period: 'TODAY',
      timeZone: 'Europe/Madrid',
      from: '2026-06-14T22:00:00.000Z',
      to: '2026-06-15T22:00:00.000Z',
    });
    const yesterday = await counters(tokens['admin@demo.test'] ?? '', 'YESTERDAY');
    expect([yesterday.from, yesterday.to]).toEqual(['2026-06-13T22:00:00.000Z', '2026-06-14T22:00:00.000Z']);
    const week = await counters(tokens['admin@demo.test'] ?? '', 'LAST_WEEK');
    expect([week.from, week.to]).toEqual(['2026-06-07T22:00:00.000Z', '2026-06-14T22:00:00.000Z']);
    expect(Object.values(today.counters).every((value) => Number.isInteger(value))).toBe(true);
  });

  it("counts each period in the caller's channel subtree only", async () => {
    const admin = tokens['admin@demo.test'] ?? '';
    const nimbus = tokens['admin@nimbus.test'] ?? '';
    const sub = tokens.subAdmin ?? '';
    const before = {
      brand: await allCounters(admin),
      sub: await allCounters(sub),
      nimbus: await allCounters(nimbus),
    };

    // Sub-channel 2020001002: a line started today, one yesterday, one started last week and ended yesterday.
    await addLine(server.db, '2020001002', '911000001', {
      status: 'ACTIVE',
      start: '2026-06-15',
      priceCents: 1000,
    });
    await addLine(server.db, '2020001002', '911000002', {
      status: 'ACTIVE',
      start: '2026-06-14',
      priceCents: 2000,
    });
    await addLine(server.db, '2020001002', '911000003', {
      status: 'TERMINATED',
      start: '2026-06-08',
      end: '2026-06-14',
      priceCents: 4000,
    });
    // 00:30 on 15 June in Madrid is today although still 14 June in UTC; 23:59 on 14 June is yesterday.
    await addPortability(server.db, '2020001002', '699000001', 'IN', '2026-06-14T22:30:00.000Z');
    await addPortability(server.db, '2020001002', '699000002', 'OUT', '2026-06-14T21:59:00.000Z');
    // The brand channel itself: a line and a port-in today.
    await addLine(server.db, '2020001', '911000004', {
      status: 'ACTIVE',
      start: '2026-06-15',
      priceCents: 500,
    });
    await addPortability(server.db, '2020001', '699000003', 'IN', '2026-06-15T09:00:00.000Z');
    // Another brand.
    await addLine(server.db, '3000003', '911000005', {
      status: 'ACTIVE',
      start: '2026-06-15',
      priceCents: 9999,
    });

    const brand = growth(before.brand, await allCounters(admin));
    expect(brand.TODAY).toEqual({
      sales: 0,
      activations: 2,
      recurringRevenue: 3500,
      terminations: 0,
      liveLines: 3,
      portIns: 2,
      portOuts: 0,
      events: 0,
    });
    expect(brand.YESTERDAY).toMatchObject({ activations: 1, terminations: 1, portIns: 0, portOuts: 1 });
    expect(brand.LAST_WEEK).toMatchObject({ activations: 2, terminations: 1, portIns: 0, portOuts: 1 });
    // Snapshots do not depend on the period.
    expect(brand.YESTERDAY).toMatchObject({ liveLines: 3, recurringRevenue: 3500 });

    const subGrowth = growth(before.sub, await allCounters(sub));
    expect(subGrowth.TODAY).toMatchObject({
      activations: 1,
      recurringRevenue: 3000,
      liveLines: 2,
      portIns: 1,
    });
    expect(subGrowth.YESTERDAY).toMatchObject({ activations: 1, terminations: 1, portOuts: 1 });

    const other = growth(before.nimbus, await allCounters(nimbus));
    expect(other.TODAY).toMatchObject({
      activations: 1,
      recurringRevenue: 9999,
      liveLines: 1,
      portIns: 0,
      terminations: 0,
    });
    expect(other.YESTERDAY).toMatchObject({ activations: 0, terminations: 0, portOuts: 0 });

    // The brand's figures hold the sub-channel's and more: they differ.
    const brandNow = await counters(admin, 'TODAY');
    const subNow = await counters(sub, 'TODAY');
    expect(brandNow.counters.liveLines).toBeGreaterThan(subNow.counters.liveLines ?? 0);
    expect(brandNow.counters.activations).toBeGreaterThan(subNow.counters.activations ?? 0);
    // The operator in channel 0 sees every brand.
    const operator = await counters(tokens['operator@demo.test'] ?? '', 'TODAY');
    const nimbusNow = await counters(nimbus, 'TODAY');
    expect(operator.counters.liveLines).toBeGreaterThanOrEqual(
      (brandNow.counters.liveLines ?? 0) + (nimbusNow.counters.liveLines ?? 0),
    );
  });

  it('counts sales as orders launched and events as processes started, in the period and the scope', async () => {
    const admin = tokens['admin@demo.test'] ?? '';
    const sub = tokens.subAdmin ?? '';
    const nimbus = tokens['admin@nimbus.test'] ?? '';
    const before = {
      brand: await allCounters(admin),
      sub: await allCounters(sub),
      nimbus: await allCounters(nimbus),
    };

    const order = await server.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('channel_id', '=', '2020001002')
      // A draft: never launched before, so its first launch is the one written here.
      .where('draft', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Launched today, again today and relaunched today: one sale. Launched yesterday in the brand channel:
    // yesterday's sale.
    const launch = (orderId: string, at: string, action: 'LAUNCH' | 'RELAUNCH' = 'LAUNCH') =>
      server.db
        .insertInto('order_history')
        .values({
          order_id: orderId,
          action,
          status_from: order.status,
          status_to: 'IN_PROGRESS',
          actor: 'test',
          at,
        })
        .execute();
    await launch(order.id, '2026-06-15T08:00:00.000Z');
    await launch(order.id, '2026-06-15T09:00:00.000Z');
    await launch(order.id, '2026-06-15T09:30:00.000Z', 'RELAUNCH');
    const brandOrder = await server.db
      .selectFrom('orders')
      .select('id')
      .where('channel_id', '=', '2020001')
      .where('draft', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await launch(brandOrder.id, '2026-06-14T12:00:00.000Z');

    const line = await server.db
      .selectFrom('subscriptions')
      .select(['id', 'fiscal_id', 'line_number', 'brand_id'])
      .where('channel_id', '=', '2020001002')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('processes')
      .values({
        brand_id: line.brand_id,
        channel_id: '2020001002',
        type: 'SIM_CHANGE',
        subscription_id: line.id,
        fiscal_id: line.fiscal_id,
        line_number: line.line_number,
        created_at: '2026-06-14T22:30:00.000Z',
      })
      .execute();

    const brand = growth(before.brand, await allCounters(admin));
    expect(brand.TODAY).toMatchObject({ sales: 1, events: 1 });
    expect(brand.YESTERDAY).toMatchObject({ sales: 1, events: 0 });
    expect(brand.LAST_WEEK).toMatchObject({ sales: 1, events: 0 });
    expect(growth(before.sub, await allCounters(sub)).TODAY).toMatchObject({ sales: 1, events: 1 });
    expect(growth(before.sub, await allCounters(sub)).YESTERDAY).toMatchObject({ sales: 0 });
    expect(growth(before.nimbus, await allCounters(nimbus)).TODAY).toMatchObject({ sales: 0, events: 0 });
  });

  it('is for admins only and refuses an unknown period', async () => {
    const manager = await server.call('GET', '/counters', tokens['manager@demo.test'] ?? '');
    expect(manager.status).toBe(403);
    const bad = await server.call('GET', '/counters?period=TOMORROW', tokens['admin@demo.test'] ?? '');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'period' } });
  });
});

describe('GET /news', () => {
  type News = { items: { brandId: string | null; title: string; publishedAt: string }[] };

  it("lists the brand's own announcements and those for every brand, newest first, none scheduled ahead", async () => {
    const res = await server.call('GET', '/news', tokens['manager@demo.test'] ?? '');
    expect(res.status).toBe(200);
    const { items } = res.body as News;
    expect(items.map((item) => item.brandId)).toEqual([null, '2020001', '2020001', '2020001']);
    expect(items[1]?.title).toBe('Campaña de portabilidades de diciembre');
    const published = items.map((item) => item.publishedAt);
    expect([...published].sort().reverse()).toEqual(published);
    expect(items.every((item) => new Date(item.publishedAt) <= NOW)).toBe(true);

    const nimbus = (await server.call('GET', '/news?limit=2', tokens['admin@nimbus.test'] ?? ''))
      .body as News;
    expect(nimbus.items.map((item) => item.brandId)).toEqual([null, '3000003']);
    // Staff in a sub-channel read their brand's news.
    const sub = (await server.call('GET', '/news', tokens.subAdmin ?? '')).body as News;
    expect(sub.items.filter((item) => item.brandId === '2020001')).toHaveLength(3);
  });

  it('shows a scheduled announcement once its time has come', async () => {
    const { items } = await listNews(server.db, '2020001', 1, new Date('2099-01-02T00:00:00.000Z'));
    expect(items[0]?.title).toBe('Centralita: novedades del próximo trimestre');
  });
});

describe('e-mail verification resend', () => {
  it('allows one verification e-mail per address and requesting user per minute (429, nothing written); a resend replaces the link', async () => {
    const admin = tokens['admin@demo.test'] ?? '';
    const operator = tokens['operator@demo.test'] ?? '';
    const path = '/channel/emails/verification?brandId=2020001';
    const tokenHash = async () =>
      (
        await server.db
          .selectFrom('email_verifications')
          .select('token_hash')
          .where('brand_id', '=', '2020001')
          .where('kind', '=', 'NOTIFICATION')
          .executeTakeFirstOrThrow()
      ).token_hash;

    const sent = await server.call('POST', path, admin, { kind: 'NOTIFICATION' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ action: 'SEND', status: 'PENDING' });
    const first = await tokenHash();

    const before = await dumpDatabase(server.db);
    const tooSoon = await server.call('POST', path, admin, { kind: 'NOTIFICATION' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ error: { code: 'EMAIL_VERIFICATION_TOO_SOON', field: 'kind' } });
    expect(await dumpDatabase(server.db)).toEqual(before);

    // Another admin of the brand (the operator above it) may resend: the earlier link is replaced.
    const resent = await server.call('POST', path, operator, { kind: 'NOTIFICATION' });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ action: 'RESEND', status: 'PENDING' });
    const second = await tokenHash();
    expect(second).not.toBe(first);
    expect((await server.call('POST', path, operator, { kind: 'NOTIFICATION' })).status).toBe(429);

    // A minute later the same user may resend again.
    await server.db
      .updateTable('email_verifications')
      .set({ requested_at: new Date(Date.now() - 61_000) })
      .where('brand_id', '=', '2020001')
      .execute();
    const later = await server.call('POST', path, operator, { kind: 'NOTIFICATION' });
    expect(later.status).toBe(200);
    expect(await tokenHash()).not.toBe(second);
    const { sent_count } = await server.db
      .selectFrom('email_verifications')
      .select('sent_count')
      .where('brand_id', '=', '2020001')
      .where('kind', '=', 'NOTIFICATION')
      .executeTakeFirstOrThrow();
    expect(sent_count).toBe(3);
  });
});
