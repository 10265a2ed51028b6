import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database-schema';
import type { DashboardCounters } from '../../schema/rest/dashboard';
import { type ApiServer, startApiServer } from '../support/api-server';

// Monday 15 June 2026, 12:00 in Madrid (CEST, UTC+2).
const NOW = new Date('2026-06-15T10:00:00.000Z');
const PERIODS = ['TODAY', 'YESTERDAY', 'LAST_WEEK'] as const;
type Period = (typeof PERIODS)[number];
type Point = { from: string; to: string; counters: DashboardCounters };
type CountersAnswer = {
  period: Period;
  from: string;
  to: string;
  counters: DashboardCounters;
  previous: { from: string; to: string; counters: DashboardCounters };
  trend: { unit: 'DAY' | 'WEEK'; points: Point[] };
};
type Readings = Record<Period, CountersAnswer>;

/**
 * Instants on both sides of every boundary the three periods have, with the Madrid day each falls on (CEST: the
 * day begins at 22:00 UTC the day before).
 */
const INSTANTS = [
  { at: '2026-06-15T22:00:00.000Z', day: '2026-06-16' }, // tomorrow's first instant: no period
  { at: '2026-06-14T22:00:00.000Z', day: '2026-06-15' }, // today's first instant
  { at: '2026-06-14T21:59:59.999Z', day: '2026-06-14' }, // yesterday's last instant
  { at: '2026-06-13T22:00:00.000Z', day: '2026-06-14' }, // yesterday's first instant
  { at: '2026-06-13T21:59:59.999Z', day: '2026-06-13' }, // the day before yesterday's last instant
  { at: '2026-06-07T22:00:00.000Z', day: '2026-06-08' }, // last week's first instant
  { at: '2026-06-07T21:59:59.999Z', day: '2026-06-07' }, // the week before's last instant
  { at: '2026-06-01T00:00:00.000Z', day: '2026-06-01' }, // inside the week before
] as const;

/** How many of each flow happen at every instant: a card that read another card's rows would be off. */
const PER_INSTANT = { sales: 1, portIns: 2, portOuts: 3, events: 4 } as const;

let server: ApiServer;
let now = NOW;
const tokens: Record<string, string> = {};
const SUB_CHANNEL = '2020001002';

beforeAll(async () => {
  server = await startApiServer({ clock: () => now });
  for (const email of ['admin@demo.test', 'admin@nimbus.test']) {
    tokens[email] = (await server.signIn(email)).accessToken;
  }
  // owner@demo.test becomes ADMIN of 2020001 on first sign-in; here it stands in the sub-channel 2020001002.
  tokens.sub = (await server.signIn('owner@demo.test')).accessToken;
  const entered = await server.call('PUT', '/user/channel', tokens.sub, { channel: SUB_CHANNEL });
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

async function read(token: string): Promise<Readings> {
  const readings = {} as Readings;
  for (const period of PERIODS) readings[period] = await counters(token, period);
  return readings;
}

function minus(after: DashboardCounters, before: DashboardCounters): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after).map(([name, value]) => [
      name,
      (value ?? 0) - (before[name as keyof DashboardCounters] ?? 0),
    ]),
  );
}

type Growth = {
  counters: Record<string, number>;
  previous: Record<string, number>;
  trend: Record<string, number>[];
};

function growth(before: Readings, after: Readings): Record<Period, Growth> {
  const result = {} as Record<Period, Growth>;
  for (const period of PERIODS) {
    result[period] = {
      counters: minus(after[period].counters, before[period].counters),
      previous: minus(after[period].previous.counters, before[period].previous.counters),
      trend: after[period].trend.points.map((point, index) =>
        minus(point.counters, before[period].trend.points[index]?.counters ?? point.counters),
      ),
    };
  }
  return result;
}

async function customerIn(db: Kysely<Database>, channel: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'fiscal_id', 'brand_id', 'name'])
    .where('channel_id', '=', channel)
    .orderBy('fiscal_id')
    .executeTakeFirstOrThrow();
}

let lineSequence = 0;
async function addLine(
  db: Kysely<Database>,
  channel: string,
  values: {
    status: 'ACTIVE' | 'TERMINATED' | 'CANCELED' | 'PENDING_TERMINATION';
    start: string;
    end?: string;
    priceCents: number;
  },
) {
  const customer = await customerIn(db, channel);
  lineSequence += 1;
  const { id } = await db
    .insertInto('subscriptions')
    .values({
      brand_id: customer.brand_id,
      channel_id: channel,
      customer_id: customer.id,
      fiscal_id: customer.fiscal_id,
      line_number: `9110${String(lineSequence).padStart(5, '0')}`,
      product_name: 'Fibra 600 Mb',
      status: values.status,
      start_date: values.start,
      end_date: values.end ?? null,
      final_price_cents: values.priceCents,
      family: 'FIBRE',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let portabilitySequence = 0;
async function addPortability(
  db: Kysely<Database>,
  channel: string,
  direction: 'IN' | 'OUT',
  created: string,
) {
  const customer = await customerIn(db, channel);
  portabilitySequence += 1;
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
      mobile_number: `6990${String(portabilitySequence).padStart(5, '0')}`,
      donor_operator: direction === 'IN' ? 'Movistar' : 'Demo Telecom',
      receiver_operator: direction === 'IN' ? 'Demo Telecom' : 'Orange',
      created_at: created,
    })
    .execute();
}

let orderSequence = 900_000;
/** A launched order (IN_PROGRESS), its history written by the caller. */
async function addOrder(db: Kysely<Database>, channel: string, totalCents = 2500) {
  const customer = await customerIn(db, channel);
  orderSequence += 1;
  const { id } = await db
    .insertInto('orders')
    .values({
      order_number: `ORD-2026-${orderSequence}`,
      brand_id: customer.brand_id,
      channel_id: channel,
      customer_id: customer.id,
      customer_fiscal_id: customer.fiscal_id,
      customer_name: customer.name,
      family: 'FIBRE',
      verification_type: 'MANUAL',
      status: 'IN_PROGRESS',
      draft: false,
      document_number: customer.fiscal_id,
      total_price_cents: totalCents,
      created_by: 'test',
      created_at: '2026-05-01T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addHistory(db: Kysely<Database>, orderId: string, action: 'LAUNCH' | 'RELAUNCH', at: string) {
  await db
    .insertInto('order_history')
    .values({
      order_id: orderId,
      action,
      status_from: 'ERRORED',
      status_to: 'IN_PROGRESS',
      actor: 'test',
      at,
    })
    .execute();
}

async function addProcess(db: Kysely<Database>, subscriptionId: string, created: string) {
  const line = await db
    .selectFrom('subscriptions')
    .select(['brand_id', 'channel_id', 'fiscal_id', 'line_number'])
    .where('id', '=', subscriptionId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('processes')
    .values({ ...line, type: 'SIM_CHANGE', subscription_id: subscriptionId, created_at: created })
    .execute();
}

describe('GET /counters across the Madrid period boundaries', () => {
  it('counts every card for every period, the period before, and the trend, in the caller scope only', async () => {
    const db = server.db;
    const before = {
      sub: await read(tokens.sub ?? ''),
      brand: await read(tokens['admin@demo.test'] ?? ''),
      nimbus: await read(tokens['admin@nimbus.test'] ?? ''),
    };

    // Lines: one ACTIVE line (10 €) started on each instant's day; ended lines (5 €) started long ago.
    const lines: string[] = [];
    for (const { day } of INSTANTS) {
      lines.push(await addLine(db, SUB_CHANNEL, { status: 'ACTIVE', start: day, priceCents: 1000 }));
    }
    for (const end of ['2026-06-15', '2026-06-14', '2026-06-13', '2026-06-08', '2026-06-07']) {
      await addLine(db, SUB_CHANNEL, { status: 'TERMINATED', start: '2020-01-01', end, priceCents: 500 });
    }
    await addLine(db, SUB_CHANNEL, {
      status: 'CANCELED',
      start: '2020-01-01',
      end: '2026-06-15',
      priceCents: 500,
    });
    // Not ended yet: no termination.
    await addLine(db, SUB_CHANNEL, {
      status: 'PENDING_TERMINATION',
      start: '2020-01-01',
      end: '2026-06-15',
      priceCents: 500,
    });

    for (const [index, { at }] of INSTANTS.entries()) {
      for (let n = 0; n < PER_INSTANT.portIns; n += 1) await addPortability(db, SUB_CHANNEL, 'IN', at);
      for (let n = 0; n < PER_INSTANT.portOuts; n += 1) await addPortability(db, SUB_CHANNEL, 'OUT', at);
      for (let n = 0; n < PER_INSTANT.events; n += 1) await addProcess(db, lines[0] ?? '', at);
      const order = await addOrder(db, SUB_CHANNEL);
      if (index === INSTANTS.length - 1) {
        // First launched today, then a launch found earlier (written late): the sale moves to that earlier day.
        await addHistory(db, order, 'LAUNCH', '2026-06-15T08:00:00.000Z');
      }
      await addHistory(db, order, 'LAUNCH', at);
      // A relaunch, and a launch again, today: not new sales.
      await addHistory(db, order, 'RELAUNCH', '2026-06-15T09:00:00.000Z');
      if (index === 2) await addHistory(db, order, 'LAUNCH', '2026-06-15T09:30:00.000Z');
    }
    // The brand's own channel: one more port-in today. Another brand: a port-in today.
    await addPortability(db, '2020001', 'IN', '2026-06-15T07:00:00.000Z');
    await addPortability(db, '3000003', 'IN', '2026-06-15T07:00:00.000Z');

    const sub = growth(before.sub, await read(tokens.sub ?? ''));
    const flows = (instants: number) => ({
      sales: instants * PER_INSTANT.sales,
      portIns: instants * PER_INSTANT.portIns,
      portOuts: instants * PER_INSTANT.portOuts,
      events: instants * PER_INSTANT.events,
    });
    // Instants per period: TODAY 1 (15 June), YESTERDAY 2 (14 June, both ends), LAST_WEEK 4 (8-14 June).
    // Live lines now: the 8 ACTIVE lines (80 €), whatever the period. Before each period began: less the lines
    // started since, plus the lines ended since (TERMINATED and CANCELED, 5 € each).
    expect(sub.TODAY.counters).toEqual({
      ...flows(1),
      activations: 1,
      terminations: 2,
      liveLines: 8,
      recurringRevenue: 8000,
    });
    expect(sub.TODAY.previous).toEqual({
      ...flows(2),
      activations: 2,
      terminations: 1,
      liveLines: 8 - 1 + 2,
      recurringRevenue: 8000 - 1000 + 1000,
    });
    expect(sub.YESTERDAY.counters).toEqual({
      ...flows(2),
      activations: 2,
      terminations: 1,
      liveLines: 8,
      recurringRevenue: 8000,
    });
    expect(sub.YESTERDAY.previous).toEqual({
      ...flows(1),
      activations: 1,
      terminations: 1,
      liveLines: 8 - 3 + 3,
      recurringRevenue: 8000 - 3000 + 1500,
    });
    expect(sub.LAST_WEEK.counters).toEqual({
      ...flows(4),
      activations: 4,
      terminations: 3,
      liveLines: 8,
      recurringRevenue: 8000,
    });
    expect(sub.LAST_WEEK.previous).toEqual({
      ...flows(2),
      activations: 2,
      terminations: 1,
      liveLines: 8 - 5 + 5,
      recurringRevenue: 8000 - 5000 + 2500,
    });

    // The trend: 14 days ending with the period's day, or 8 weeks ending with the period; its last point is the
    // period and the one before it the previous period.
    const after = await read(tokens.sub ?? '');
    expect(after.TODAY.trend.points.map((point) => point.from)).toEqual(
      Array.from({ length: 14 }, (_, index) => `2026-06-${String(index + 2).padStart(2, '0')}`),
    );
    expect(after.LAST_WEEK.trend.unit).toBe('WEEK');
    expect(after.LAST_WEEK.trend.points.map((point) => [point.from, point.to]).slice(-2)).toEqual([
      ['2026-06-01', '2026-06-08'],
      ['2026-06-08', '2026-06-15'],
    ]);
    for (const period of PERIODS) {
      const points = sub[period].trend;
      expect(points.at(-1)).toMatchObject(flows(period === 'TODAY' ? 1 : period === 'YESTERDAY' ? 2 : 4));
      expect(points.at(-1)).toMatchObject({
        activations: sub[period].counters.activations,
        terminations: sub[period].counters.terminations,
      });
      expect(points.at(-2)).toEqual(sub[period].previous);
    }
    // Daily flows of the fortnight ending today, and the live base at the end of each day.
    const daily = sub.TODAY.trend;
    const instantsOn = (day: string) => INSTANTS.filter((instant) => instant.day === day).length;
    after.TODAY.trend.points.forEach((point, index) => {
      expect(daily[index], point.from).toMatchObject(flows(instantsOn(point.from)));
    });
    // The live base at the end of each day: now, less the lines started after it, plus those ended after it. Lines
    // started (10 €) and ended (5 €) in equal numbers from 7 June on, so only 14 June's end (two ended on 15 June,
    // one started) and the revenue show it.
    expect(daily.map((point) => point.liveLines)).toEqual([...Array(12).fill(8), 9, 8]);
    expect(daily.map((point) => point.recurringRevenue)).toEqual([
      ...Array(5).fill(8000 - 6000 + 3000), // 2-6 June
      8000 - 5000 + 2500, // 7 June
      ...Array(5).fill(8000 - 4000 + 2000), // 8-12 June
      8000 - 3000 + 1500, // 13 June
      8000 - 1000 + 1000, // 14 June
      8000, // today: now
    ]);

    // The brand sees its sub-channel and itself; the other brand only its own port-in.
    const brand = growth(before.brand, await read(tokens['admin@demo.test'] ?? ''));
    expect(brand.TODAY.counters).toEqual({
      ...sub.TODAY.counters,
      portIns: (sub.TODAY.counters.portIns ?? 0) + 1,
    });
    expect(brand.LAST_WEEK.counters).toEqual(sub.LAST_WEEK.counters);
    const nimbus = growth(before.nimbus, await read(tokens['admin@nimbus.test'] ?? ''));
    expect(nimbus.TODAY.counters).toEqual({
      sales: 0,
      activations: 0,
      recurringRevenue: 0,
      terminations: 0,
      liveLines: 0,
      portIns: 1,
      portOuts: 0,
      events: 0,
    });
  });

  it('moves the live base and the terminations when a line ends, and keeps the counts equal to a recount', async () => {
    const db = server.db;
    const before = await read(tokens.sub ?? '');
    const line = await addLine(db, SUB_CHANNEL, { status: 'ACTIVE', start: '2026-05-01', priceCents: 1234 });
    await db
      .updateTable('subscriptions')
      .set({ status: 'TERMINATED', end_date: '2026-06-14' })
      .where('id', '=', line)
      .execute();
    const ended = growth(before, await read(tokens.sub ?? ''));
    expect(ended.TODAY.counters).toMatchObject({ liveLines: 0, recurringRevenue: 0, terminations: 0 });
    expect(ended.YESTERDAY.counters).toMatchObject({ terminations: 1, activations: 0 });
    // It had ended when today began; it was live when yesterday began.
    expect(ended.TODAY.previous).toMatchObject({ terminations: 1, liveLines: 0 });
    expect(ended.YESTERDAY.previous).toMatchObject({ liveLines: 1, recurringRevenue: 1234 });

    await db.deleteFrom('subscriptions').where('id', '=', line).execute();
    expect(growth(before, await read(tokens.sub ?? '')).YESTERDAY.counters).toMatchObject({
      terminations: 0,
    });

    const kept = await sql<{ key: string; count: string; amount: string }>`
      select concat_ws('|', metric, channel_id, day, status, dimension) as key, count::text, amount_cents::text as amount
      from dashboard_counts where (count <> 0 or amount_cents <> 0) and metric <> 'promotion_sales' order by 1
    `.execute(db);
    // promotion_sales is left out: a sale counts the promotions its product had then, a recount those it has now
    // (the demo catalogue gains promotions after its orders were launched).
    await sql`select dashboard_recount()`.execute(db);
    const recounted = await sql<{ key: string; count: string; amount: string }>`
      select concat_ws('|', metric, channel_id, day, status, dimension) as key, count::text, amount_cents::text as amount
      from dashboard_counts where (count <> 0 or amount_cents <> 0) and metric <> 'promotion_sales' order by 1
    `.execute(db);
    expect(kept.rows.length).toBeGreaterThan(50);
    expect(kept.rows).toEqual(recounted.rows);
  });

  it('gives the day that ends summer time its 25 hours', async () => {
    // Sunday 25 October 2026: Madrid goes back from CEST (UTC+2) to CET (UTC+1) at 03:00.
    now = new Date('2026-10-25T11:00:00.000Z');
    try {
      const token = tokens.sub ?? '';
      const before = await counters(token, 'TODAY');
      expect([before.from, before.to]).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
      await addPortability(server.db, SUB_CHANNEL, 'IN', '2026-10-24T22:00:00.000Z'); // 00:00 CEST: today
      await addPortability(server.db, SUB_CHANNEL, 'IN', '2026-10-25T22:59:59.999Z'); // 23:59:59.999 CET: today
      await addPortability(server.db, SUB_CHANNEL, 'IN', '2026-10-25T23:00:00.000Z'); // tomorrow
      await addPortability(server.db, SUB_CHANNEL, 'IN', '2026-10-24T21:59:59.999Z'); // yesterday
      const after = await counters(token, 'TODAY');
      expect((after.counters.portIns ?? 0) - (before.counters.portIns ?? 0)).toBe(2);
      expect((after.previous.counters.portIns ?? 0) - (before.previous.counters.portIns ?? 0)).toBe(1);
    } finally {
      now = NOW;
    }
  });
});
